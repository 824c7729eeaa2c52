/** @jest-environment node */
// [CUTOFF] 'Next cutoff date' (spec 1 and 2 section 7: the first date GET /cutoff-dates answers): for a provider,
// country and legal entity through the route the screens call, and per country for the LSP detail page; past
// dates never count.
import * as cutoffRoute from "@/app/api/cutoff-dates/route";
import { getDb } from "@/lib/db";
import { nextCutoffByCountry } from "@/lib/payroll/cutoffs/next-cutoff-by-country";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

let lspId = "";
beforeAll(async () => {
  await ensureCountry(db, "DE");
  await ensureCountry(db, "FR");
  lspId = (await db.localServiceProvider.create({ data: { name: `Cutoff LSP ${Date.now()}` } })).id;
  await db.cutoffDate.createMany({
    data: [
      { lspId, countryCode: "DE", payrollPeriod: "203009", cutoffDate: day("2030-09-15") },
      { lspId, countryCode: "DE", payrollPeriod: "203010", cutoffDate: day("2030-10-15") },
      { lspId, countryCode: "DE", payrollPeriod: "203010", cutoffDate: day("2030-10-25"), payrollCycle: "CYCLE_2" },
      { lspId, countryCode: "FR", payrollPeriod: "203010", cutoffDate: day("2030-10-20") },
    ],
  });
});

describe("[CUTOFF] next cutoff date", () => {
  it("the route's nextCutoffDate is the first date on or after the base day, for the provider and country", async () => {
    const token = await tokenFor((await createManager(db)).user.id);
    const get = (query: string) =>
      call<{ nextCutoffDate: string | null; cutoffDates: { cutoffDate: string }[] }>(cutoffRoute.GET, {
        path: `/api/cutoff-dates?${query}`,
        token,
      });
    const de = await get(`lspId=${lspId}&countryCode=de&baseDate=2030-09-16`);
    expect(de.status).toBe(200);
    expect(de.body.nextCutoffDate).toBe("2030-10-15");
    expect(de.body.cutoffDates.map((c) => c.cutoffDate)).toEqual(["2030-10-15", "2030-10-25"]);
    expect((await get(`lspId=${lspId}&countryCode=FR&baseDate=2030-10-20`)).body.nextCutoffDate).toBe("2030-10-20");
    expect((await get(`lspId=${lspId}&countryCode=FR&baseDate=2030-10-21`)).body.nextCutoffDate).toBeNull();
    const bad = await get(`lspId=${lspId}&baseDate=2030-13-01`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("baseDate");
  });

  it("per country for the LSP page: the soonest upcoming date of each country", async () => {
    expect(await nextCutoffByCountry(lspId, new Date("2030-09-16T10:00:00Z"))).toEqual([
      { countryCode: "DE", countryName: "Germany", nextCutoffDate: "2030-10-15", payrollPeriod: "203010" },
      { countryCode: "FR", countryName: "France", nextCutoffDate: "2030-10-20", payrollPeriod: "203010" },
    ]);
    expect(await nextCutoffByCountry(lspId, new Date("2030-10-21T00:00:00Z"))).toEqual([
      { countryCode: "DE", countryName: "Germany", nextCutoffDate: "2030-10-25", payrollPeriod: "203010" },
    ]);
    expect(await nextCutoffByCountry(lspId, new Date("2031-01-01T00:00:00Z"))).toEqual([]);
  });

  it("an anonymous caller is refused", async () => {
    expect((await call(cutoffRoute.GET, { path: `/api/cutoff-dates?lspId=${lspId}` })).status).toBe(401);
  });
});
