/** @jest-environment node */
// [TIME] On the demo data, through the routes the forms call: holiday days below the country's statutory minimum
// are refused on the field (the employee edit form's PATCH /api/employees/{id} and the complete-profile form's
// PATCH /api/seats/{id}/employee-profile; Unlimited is exempt, GB's minimum counts the bank holidays in); the
// employee's region for public holidays is a state of their country (else 400 on `region`), audited and shown on
// the detail; and the back-office public-holidays page's data: the regions offered, a region's calendar told
// apart from the national one, a company day off added (a bad region refused on its field) and removed.
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as profileRoute from "@/app/api/seats/[id]/employee-profile/route";
import * as holidaysRoute from "@/app/api/public-holidays/route";
import * as holidayRoute from "@/app/api/public-holidays/[id]/route";
import type { PrismaClient } from "@/generated/prisma/client";
import { listHolidayChoices } from "@/lib/holidays/list-holiday-choices";
import type { PublicHolidayDto, PublicHolidayListDto } from "@/lib/holidays/response-schema";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { fieldValue } from "@/lib/employees/field-values";
import { statutoryMinimumDays, statutoryMinimumMessage } from "@/lib/holidays/statutory-minimum";
import { holidayKind } from "@/app/(app)/back-office/public-holidays/holiday-kind";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "./demo-database";

jest.setTimeout(240_000);

type Refusal = { message: string; fieldErrors?: Record<string, string[]> };

let demo: DemoDatabase;
let db: PrismaClient;
let admin: string;
let manager: string;

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  admin = await demo.token("admin");
  manager = await demo.token("manager");
});

afterAll(async () => {
  await demo.cleanUp();
});

const patchEmployee = (employeeId: string, token: string, json: unknown) =>
  call<Refusal>(employeeRoute.PATCH, {
    method: "PATCH",
    path: `/api/employees/${employeeId}`,
    params: { employeeId },
    json,
    token,
  });
const stored = (id: string) => db.employee.findUniqueOrThrow({ where: { id } });
const nextYear = new Date().getUTCFullYear() + 1;

async function listHolidays(query: Record<string, string>) {
  const res = await call<PublicHolidayListDto & Refusal>(holidaysRoute.GET, {
    path: `/api/public-holidays?${new URLSearchParams(query)}`,
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.holidays;
}

describe("[TIME] statutory minimum of holiday days", () => {
  it("the employee edit form's route refuses Emma (Germany) fewer than 20 days on the field; 20 and Unlimited pass", async () => {
    const before = await stored("emp-emma");
    const refused = await patchEmployee("emp-emma", manager, { holidayAllowanceValue: 19 });
    expect(refused.status).toBe(400);
    const message = "Holiday days cannot be below the statutory minimum of 20 days in Germany.";
    expect(refused.body.message).toBe(message);
    expect(refused.body.fieldErrors).toEqual({ holidayAllowanceValue: [message] });
    expect((await stored("emp-emma")).holidayAllowanceValue).toBe(before.holidayAllowanceValue);

    expect((await patchEmployee("emp-emma", manager, { holidayAllowanceValue: 20 })).status).toBe(200);
    expect((await stored("emp-emma")).holidayAllowanceValue).toBe(20);
    expect((await patchEmployee("emp-emma", manager, { holidayAllowanceType: "UNLIMITED" })).status).toBe(200);
    expect(await stored("emp-emma")).toMatchObject({ holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: 0 });
    // Back to a yearly allowance: the days sent with it are checked (0 would be below the minimum).
    const back = await patchEmployee("emp-emma", manager, { holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS" });
    expect(back.status).toBe(400);
    expect(back.body.fieldErrors?.holidayAllowanceValue).toEqual([message]);
    const restored = await patchEmployee("emp-emma", manager, {
      holidayAllowanceType: before.holidayAllowanceType,
      holidayAllowanceValue: before.holidayAllowanceValue,
    });
    expect(restored.status).toBe(200);
  });

  it("in the United Kingdom the 28 days count the bank holidays in: 20 excluding them pass, 27 including them do not", async () => {
    const briton = await db.employee.findFirstOrThrow({
      where: { countryCode: "GB", companyId: "acme", archivedAt: null },
      select: { id: true },
    });
    const including = await patchEmployee(briton.id, admin, {
      holidayAllowanceType: "INCLUDING_PUBLIC_HOLIDAYS",
      holidayAllowanceValue: 27,
    });
    expect(including.status).toBe(400);
    expect(including.body.fieldErrors?.holidayAllowanceValue).toEqual([
      "Holiday days cannot be below the statutory minimum of 28 days in United Kingdom.",
    ]);
    const excluding = await patchEmployee(briton.id, admin, {
      holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
      holidayAllowanceValue: 20,
    });
    expect(excluding.status).toBe(200);
    expect((await patchEmployee(briton.id, admin, { holidayAllowanceValue: 19 })).status).toBe(400);
  });

  it("the complete-profile form's route refuses a hire's holiday days below the minimum, drafts included", async () => {
    const seat = await db.seat.findFirstOrThrow({
      where: { companyId: "acme", sowStatus: "sow_accepted", seatStatus: { not: "archived" }, employee: null },
      select: { id: true, countryCode: true, country: { select: { name: true } } },
    });
    const minimum = statutoryMinimumDays(seat.countryCode!, "EXCLUDING_PUBLIC_HOLIDAYS");
    expect(minimum).toBeGreaterThan(0);
    const save = (values: Record<string, unknown>) =>
      call<Refusal>(profileRoute.PATCH, {
        method: "PATCH",
        path: `/api/seats/${seat.id}/employee-profile`,
        params: { id: seat.id },
        json: { stage: 2, draft: true, values },
        token: manager,
      });
    const refused = await save({
      holidayEntitlementType: "EXCLUDING_PUBLIC_HOLIDAYS",
      holidayEntitlementDays: minimum - 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      holidayEntitlementDays: [statutoryMinimumMessage(minimum, seat.country!.name)],
    });
    expect((await save({ holidayEntitlementDays: minimum })).status).toBe(200);
    expect((await save({ holidayEntitlementType: "UNLIMITED", holidayEntitlementDays: 0 })).status).toBe(200);
    const profile = await db.seatEmployeeProfile.findUniqueOrThrow({ where: { seatId: seat.id } });
    expect(profile).toMatchObject({ holidayEntitlementType: "UNLIMITED", holidayEntitlementDays: 0 });
  });
});

describe("[TIME] the employee's region for public holidays", () => {
  it("a state of Germany is kept and audited and shown on the detail; one Germany does not have is refused on `region`", async () => {
    const unknown = await patchEmployee("emp-emma", admin, { region: "ENG" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ region: ["There is no region ENG in DE"] });
    const badCode = await patchEmployee("emp-emma", admin, { region: "B-Y" });
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.body.fieldErrors ?? {})).toEqual(["region"]);

    expect((await patchEmployee("emp-emma", admin, { region: "BY" })).status).toBe(200);
    expect((await stored("emp-emma")).region).toBe("BY");
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: "emp-emma", action: "employee.update" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.after).toEqual({ region: "BY" });
    const detail = await getEmployeeDetail(await demo.actor("admin"), "emp-emma");
    const field = detail.fields.find((f) => f.name === "region");
    expect(field).toMatchObject({ label: "Region (for public holidays)", editable: true });
    expect(fieldValue("region", detail)).toBe("BY");

    // The form's emptied select clears it: the national holidays again.
    expect((await patchEmployee("emp-emma", admin, { region: null })).status).toBe(200);
    expect((await stored("emp-emma")).region).toBeNull();
  });
});

describe("[TIME] the back-office public-holidays page's data", () => {
  it("offers Germany's states, tells Bavaria's own days from the national ones, adds and removes a company day off", async () => {
    const { countries, regions, companies } = await listHolidayChoices();
    expect(countries).toContainEqual({ value: "DE", label: "Germany" });
    expect(countries).toHaveLength(await db.country.count());
    expect(companies.map((c) => c.value)).toContain("acme");
    expect(regions.DE).toContainEqual({ value: "BY", label: "Bayern (BY)" });
    expect(regions.DE).toHaveLength(16);
    expect(regions.US.length).toBeGreaterThan(49);
    // Every region offered has its generated calendar (the server's region check accepts it).
    const generated = await db.publicHoliday.findMany({
      where: { countryCode: "DE", companyId: "", source: "GENERATED", region: { not: "" } },
      distinct: ["region"],
      select: { region: true },
    });
    expect(generated.map((r) => r.region).sort()).toEqual(regions.DE.map((r) => r.value).sort());

    const year = { from: `${nextYear}-01-01`, to: `${nextYear}-12-31` };
    const bavaria = await listHolidays({ countryCode: "DE", region: "BY", ...year });
    const national = await listHolidays({ countryCode: "DE", ...year });
    const nationalDates = new Set(national.map((h) => h.date));
    const kinds = new Map(bavaria.map((h) => [h.name, holidayKind(h, nationalDates)]));
    expect(kinds.get("Corpus Christi")).toBe("Regional");
    expect(kinds.get("Christmas Day")).toBe("National");
    expect(national.some((h) => h.name === "Corpus Christi")).toBe(false);

    const add = (json: Record<string, unknown>) =>
      call<PublicHolidayDto & Refusal>(holidaysRoute.POST, {
        method: "POST",
        path: "/api/public-holidays",
        json,
        token: admin,
      });
    const dayOff = {
      companyId: "acme",
      countryCode: "DE",
      region: "BY",
      date: `${nextYear}-07-03`,
      name: "Summer party",
    };
    const badRegion = await add({ ...dayOff, region: "XX" });
    expect(badRegion.status).toBe(400);
    expect(Object.keys(badRegion.body.fieldErrors ?? {})).toEqual(["region"]);
    const noName = await add({ ...dayOff, name: "" });
    expect(noName.status).toBe(400);
    expect(noName.body.fieldErrors?.name).toEqual(["Please name the day off"]);
    const added = await add(dayOff);
    expect(added.status).toBe(201);
    const withCompany = await listHolidays({ countryCode: "DE", region: "BY", companyId: "acme", ...year });
    const listed = withCompany.find((h) => h.id === added.body.id)!;
    expect(holidayKind(listed, nationalDates)).toBe("Company day off");

    const removed = await call(holidayRoute.DELETE, {
      method: "DELETE",
      path: `/api/public-holidays/${added.body.id}`,
      params: { id: added.body.id },
      token: admin,
    });
    expect(removed.status).toBe(204);
    const after = await listHolidays({ countryCode: "DE", region: "BY", companyId: "acme", ...year });
    expect(after.some((h) => h.id === added.body.id)).toBe(false);
  });
});
