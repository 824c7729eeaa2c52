/** @jest-environment node */
// [TIME] Leave policies on the demo data, through the routes the screens call: only admins read and save a
// country's policy (403 for a manager and an employee); an allowance below the statutory minimum and a bad expiry
// are refused on their fields; a saved policy is audited, listed as edited, and its statutory minimum is what the
// employee edit form's route (PATCH /api/employees/{id}) then enforces on Emma (Germany); Emma's balance route
// shows last year's unused days carried over up to the saved cap, expiring until the saved date and gone after,
// chained from year to year (carried again without an expiry, a lapsed day never again). The years from 2029 hold
// no seeded time off or public holidays, so the numbers are exact.
import * as listRoute from "@/app/api/leave-policies/route";
import * as policyRoute from "@/app/api/leave-policies/[countryCode]/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as balanceRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/balance/route";
import type { PrismaClient } from "@/generated/prisma/client";
import type { LeavePolicyDto } from "@/lib/holidays/leave-policy/schema";
import type { LeaveBalanceDto } from "@/lib/time-off/response-schema";
import { loadTimeOffPage } from "@/lib/time-off/load-time-off-page";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

jest.setTimeout(240_000);

type Refusal = { message: string; fieldErrors?: Record<string, string[]> };

let demo: DemoDatabase;
let db: PrismaClient;
let tokens: Record<"admin" | "manager" | "employee", string>;

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  tokens = {
    admin: await demo.token("admin"),
    manager: await demo.token("manager"),
    employee: await demo.token("employee"),
  };
});

afterAll(async () => {
  await demo.cleanUp();
});

const GERMANY = {
  allowanceDays: 30,
  accrual: "UP_FRONT",
  carryOverMaxDays: 10,
  carryOverExpiry: "03-31",
  statutoryMinimumDays: 26,
};
const putPolicy = (code: string, token: string, json: unknown) =>
  call<LeavePolicyDto & Refusal>(policyRoute.PUT, {
    method: "PUT",
    path: `/api/leave-policies/${code}`,
    params: { countryCode: code },
    json,
    token,
  });
const patchEmployee = (employeeId: string, token: string, json: unknown) =>
  call<Refusal>(employeeRoute.PATCH, {
    method: "PATCH",
    path: `/api/employees/${employeeId}`,
    params: { employeeId },
    json,
    token,
  });
const balanceAt = (date: string) =>
  call<LeaveBalanceDto>(balanceRoute.GET, {
    path: `/api/timeoff/by-employee-id/emp-emma/balance?date=${date}`,
    params: { employeeId: "emp-emma" },
    token: tokens.employee,
  });

describe("[TIME] leave policies", () => {
  it("only admins read and save them", async () => {
    for (const key of ["manager", "employee"] as const) {
      expect((await putPolicy("DE", tokens[key], GERMANY)).status).toBe(403);
      expect((await call(listRoute.GET, { path: "/api/leave-policies", token: tokens[key] })).status).toBe(403);
    }
    expect(await db.leavePolicy.count()).toBe(0);
    const list = await call<{ policies: LeavePolicyDto[] }>(listRoute.GET, {
      path: "/api/leave-policies",
      token: tokens.admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.policies.length).toBe(await db.country.count());
    expect(list.body.policies.find((p) => p.countryCode === "DE")).toMatchObject({
      countryName: "Germany",
      allowanceDays: 20,
      carryOverMaxDays: 5,
      carryOverExpiry: "03-31",
      statutoryMinimumDays: 20,
      edited: false,
    });
  });

  it("refuses an allowance below the statutory minimum and a day that does not exist, on their fields", async () => {
    const low = await putPolicy("DE", tokens.admin, { ...GERMANY, allowanceDays: 25 });
    expect(low.status).toBe(400);
    expect(low.body.fieldErrors).toEqual({
      allowanceDays: ["Holiday days cannot be below the statutory minimum of 26 days in Germany."],
    });
    const badDay = await putPolicy("DE", tokens.admin, { ...GERMANY, carryOverExpiry: "02-30" });
    expect(badDay.status).toBe(400);
    expect(Object.keys(badDay.body.fieldErrors ?? {})).toEqual(["carryOverExpiry"]);
    expect((await putPolicy("ZZ", tokens.admin, GERMANY)).status).toBe(404);
    expect(await db.leavePolicy.count()).toBe(0);
  });

  it("saves a policy, audited, listed as edited; the employee edit then enforces its minimum", async () => {
    const saved = await putPolicy("de", tokens.admin, GERMANY);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...GERMANY, countryCode: "DE", edited: true });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { entityType: "LeavePolicy", entityId: "DE" } });
    expect(audit).toMatchObject({ action: "leavePolicy.update", actorId: await demo.userId("admin") });
    const list = await call<{ policies: LeavePolicyDto[] }>(listRoute.GET, {
      path: "/api/leave-policies",
      token: tokens.admin,
    });
    expect(list.body.policies.find((p) => p.countryCode === "DE")).toMatchObject({ edited: true, allowanceDays: 30 });
    expect(list.body.policies.find((p) => p.countryCode === "FR")).toMatchObject({ edited: false });

    // 25 days passed the law's 20; the saved minimum is 26.
    const refused = await patchEmployee("emp-emma", tokens.manager, { holidayAllowanceValue: 25 });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      holidayAllowanceValue: ["Holiday days cannot be below the statutory minimum of 26 days in Germany."],
    });
    expect((await patchEmployee("emp-emma", tokens.manager, { holidayAllowanceValue: 26 })).status).toBe(200);
    expect((await patchEmployee("emp-emma", tokens.manager, { holidayAllowanceValue: 28 })).status).toBe(200);
  });

  it("Emma's balance carries last year's unused days up to the cap, expiring until 31 March and gone after", async () => {
    const emma = await db.employee.findUniqueOrThrow({ where: { id: "emp-emma" } });
    const holiday = (startDate: string, endDate: string) => ({
      employeeId: emma.id,
      companyId: emma.companyId,
      leaveType: "op_leave_holiday" as const,
      status: "APPROVED" as const,
      startDate: new Date(`${startDate}T00:00:00Z`),
      endDate: new Date(`${endDate}T00:00:00Z`),
    });
    // 2029: Mon 4 - Fri 15 Jun, 10 of 28 days (18 unused, the cap 10 carried). 2030: Mon 7 - Tue 8 Jan, 2 days.
    await db.timeOffEntry.createMany({
      data: [holiday("2029-06-04", "2029-06-15"), holiday("2030-01-07", "2030-01-08")],
    });
    const before = await balanceAt("2030-02-11");
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      year: 2030,
      allowanceDays: 28,
      takenDays: 2,
      remainingDays: 26,
      date: "2030-02-11",
      entitled: 28,
      accruedToDate: 28,
      carriedOver: 10,
      carryOverExpires: "2030-03-31",
      expiring: 8,
      lapsed: 0,
      available: 28 + 10 - 2,
    });
    const after = await balanceAt("2030-04-01");
    expect(after.body).toMatchObject({ carriedOver: 10, expiring: 0, lapsed: 8, available: 28 + 10 - 8 - 2 });
    expect((await balanceAt("2030-13-01")).status).toBe(400);
  });

  it("chains the carry-over: without an expiry a day is carried twice (capped), a lapsed day never again", async () => {
    const emma = await db.employee.findUniqueOrThrow({ where: { id: "emp-emma" } });
    const holiday = (startDate: string, endDate: string) => ({
      employeeId: emma.id,
      companyId: emma.companyId,
      leaveType: "op_leave_holiday" as const,
      status: "APPROVED" as const,
      startDate: new Date(`${startDate}T00:00:00Z`),
      endDate: new Date(`${endDate}T00:00:00Z`),
    });
    // Without an expiry (cap 10, Emma's 28 days): 2031 uses Mon 2 - Fri 13 Jun (10), the cap is carried into 2032;
    // 2032 uses Mon 7 Jun - Tue 6 Jul (22): 28 + 10 - 22 = 16 left, the cap 10 carried into 2033 (unchained: 6).
    expect((await putPolicy("DE", tokens.admin, { ...GERMANY, carryOverExpiry: "" })).status).toBe(200);
    await db.timeOffEntry.createMany({
      data: [holiday("2031-06-02", "2031-06-13"), holiday("2032-06-07", "2032-07-06")],
    });
    const gbLike = await balanceAt("2033-06-01");
    expect(gbLike.status).toBe(200);
    expect(gbLike.body).toMatchObject({
      carriedOver: 10,
      carryOverExpires: null,
      expiring: 0,
      lapsed: 0,
      available: 28 + 10,
    });

    // With the expiry 31 March again: 2034 uses 10, the cap 10 carried into 2035; 2035 uses Mon 8 - Tue 9 Jan
    // (2, by the expiry: 8 lapse) and Mon 4 Jun - Wed 4 Jul (23): 28 + 10 - 8 - 25 = 5 carried into 2036 (the
    // lapsed days counted again would carry the cap 10; unchained: 3).
    expect((await putPolicy("DE", tokens.admin, GERMANY)).status).toBe(200);
    await db.timeOffEntry.createMany({
      data: [
        holiday("2034-06-05", "2034-06-16"),
        holiday("2035-01-08", "2035-01-09"),
        holiday("2035-06-04", "2035-07-04"),
      ],
    });
    const deLike = await balanceAt("2036-02-11");
    expect(deLike.body).toMatchObject({
      carriedOver: 5,
      carryOverExpires: "2036-03-31",
      expiring: 5,
      lapsed: 0,
      available: 28 + 5,
    });
  });

  it("the manager's team view shows the company's balances of this year (read page by page by the screen)", async () => {
    const page = await loadTimeOffPage(await demo.actor("manager"), { month: "2030-01", companyId: "acme" });
    if (page.mode !== "company") throw new Error(`expected the company view, got ${page.mode}`);
    // The rows themselves: tests/integration/time-off/team-balances.test.ts.
    expect(page.team).toEqual({ companyId: "acme", year: new Date().getUTCFullYear() });
  });
});
