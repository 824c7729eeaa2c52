/** @jest-environment node */
// FX rates tab: the CSV export holds exactly the table's rows (same filters, same order, every page), and the
// refresh job upserts from a configured source and leaves the table alone without one.
import { getDb } from "@/lib/db";
import * as listRoute from "@/app/api/payroll/fx-exchange-rates/route";
import * as exportRoute from "@/app/api/payroll/fx-exchange-rates/export-to-csv/route";
import { refreshFxRates } from "@/lib/finance/fx-rates/refresh-fx-rates";
import { getFxRate } from "@/lib/hiring/get-fx-rate";
import type { FxRateList } from "@/lib/finance/fx-rates/schema";
import { call, tokenFor } from "../support/http";
import { followDownload } from "../support/signed-download";
import { createUser } from "../../factories/users";

const db = getDb();
let admin: string;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  const rows = [];
  for (let d = 1; d <= 28; d++)
    for (const to of ["QQA", "QQB", "QQC"])
      rows.push({
        fromCurrency: "QQX",
        toCurrency: to,
        rate: `1.${d}${to.length}`,
        rateDate: new Date(Date.UTC(2030, 0, d)),
      });
  rows.push({ fromCurrency: "QQY", toCurrency: "QQA", rate: "2.5", rateDate: new Date(Date.UTC(2030, 0, 1)) });
  await db.fxRate.createMany({ data: rows });
});

async function tableRows(query: Record<string, string>) {
  const out: string[] = [];
  let key: string | null = null;
  do {
    const qs = new URLSearchParams({ ...query, pageSize: "10", ...(key ? { nextPageKey: key } : {}) });
    const res: { status: number; body: FxRateList } = await call<FxRateList>(listRoute.GET, {
      path: `/api/payroll/fx-exchange-rates?${qs}`,
      token: admin,
    });
    expect(res.status).toBe(200);
    out.push(...res.body.items.map((r) => [r.fromCurrency, r.toCurrency, r.rate, r.rateDate].join(",")));
    key = res.body.nextPageKey;
  } while (key);
  return out;
}

describe("FX rates export", () => {
  it("exports exactly the filtered table's rows, in order", async () => {
    const table = await tableRows({ fromCurrency: "qqx" });
    expect(table).toHaveLength(84);
    expect(new Set(table).size).toBe(84);
    const answer = await call<{ data: { url: string } }>(exportRoute.GET, {
      path: "/api/payroll/fx-exchange-rates/export-to-csv?fromCurrency=QQX",
      token: admin,
    });
    expect(answer.status).toBe(200);
    const res = await followDownload(answer.body.data.url); // spec 2 section 7: data.url, a signed link
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("fx-rates-QQX.csv");
    const lines = res.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("From,To,Rate,Date");
    expect(lines.slice(1)).toEqual(table);
    // Rates keep their stored precision as text.
    expect(lines[1]).toMatch(/^QQX,QQA,1\.283\d*,2030-01-28$/);
  });

  it("filters by both currencies and refuses a bad code with the field named", async () => {
    expect(await tableRows({ fromCurrency: "QQY", toCurrency: "QQA" })).toHaveLength(1);
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(exportRoute.GET, {
      path: "/api/payroll/fx-exchange-rates/export-to-csv?fromCurrency=E1",
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toContain("fromCurrency");
  });
});

describe("FX refresh job", () => {
  afterEach(() => delete process.env.FX_RATES_SOURCE_URL);

  it("keeps the stored rates when no source is configured", async () => {
    const before = await db.fxRate.count();
    expect(await refreshFxRates()).toEqual({ source: null, upserted: 0 });
    expect(await db.fxRate.count()).toBe(before);
  });

  it("upserts the source's rates, which the fee estimate then reads", async () => {
    process.env.FX_RATES_SOURCE_URL = "https://rates.example/latest";
    const payload = {
      rates: [
        { fromCurrency: "QQY", toCurrency: "QQA", rate: "2.75", rateDate: "2030-01-01" },
        { fromCurrency: "QQY", toCurrency: "QQA", rate: 3.1, rateDate: "2030-02-01" },
      ],
    };
    const fakeFetch = (async () => new Response(JSON.stringify(payload), { status: 200 })) as typeof fetch;
    expect(await refreshFxRates(fakeFetch)).toEqual({ source: "https://rates.example/latest", upserted: 2 });
    const rows = await db.fxRate.findMany({ where: { fromCurrency: "QQY" }, orderBy: { rateDate: "asc" } });
    expect(rows.map((r) => r.rate.toString())).toEqual(["2.75", "3.1"]);
    const latest = await getFxRate("QQY", "QQA");
    expect(latest).toMatchObject({ rate: "3.1", rateDate: "2030-02-01" });
  });
});
