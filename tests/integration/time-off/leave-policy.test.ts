/** @jest-environment node */
// [TIME] Leave policies on the demo data, through the routes the screens call: only admins read and save a
// country's policy (403 for a manager and an employee); an allowance below the statutory minimum and a bad expiry
// are refused on their fields; a saved policy is audited, listed as edited, and its statutory minimum is what the
// employee edit form's route (PATCH /api/employees/{id}) then enforces on Emma (Germany); Emma's balance route
// shows last year's unused days carried over up to the saved cap, expiring until the saved date and gone after.
// The years 2029 and 2030 hold no seeded time off or public holidays, so the numbers are exact.
import * as listRoute from "@/app/api/leave-policies/route";
import * as policyRoute from "@/app/api/leave-policies/[countryCode]/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as balanceRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/balance/route";
import type { PrismaClient } from "@/generated/prisma/client";
import type { LeavePolicyDto } from "@/lib/time-off/leave-policy/schema";
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

  it("the manager's team view lists each employee of the company with their remaining holiday", async () => {
    const page = await loadTimeOffPage(await demo.actor("manager"), { month: "2030-01", companyId: "acme" });
    if (page.mode !== "company") throw new Error(`expected the company view, got ${page.mode}`);
    const acme = await db.employee.count({ where: { companyId: "acme", archivedAt: null } });
    expect(page.team).toHaveLength(acme);
    const emma = page.team!.find((b) => b.employeeId === "emp-emma")!;
    expect(emma.remainingDays).toBe(emma.allowanceDays! - emma.takenDays - emma.bookedDays);
    expect(page.team!.every((b) => b.year === new Date().getUTCFullYear())).toBe(true);
  });
});
