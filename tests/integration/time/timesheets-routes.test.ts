/** @jest-environment node */
// Timesheet routes over the real wrapper and PostgreSQL: a broken row is a 400 naming the row, a second
// submit is a 409, a foreign company's manager gets 404 on approve, regular working hours pre-fill a month,
// and the is-allowed answer for an archived employee.
import * as monthRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/route";
import * as submitRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/submit/route";
import * as approveRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/approve/route";
import * as regularRoute from "@/app/api/timesheets/regular-working-hours/[employeeId]/route";
import * as isAllowedRoute from "@/app/api/timesheets/[employeeId]/is-allowed/route";
import { getDb } from "@/lib/db";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const YEAR = 2026;
const MONTH = 3;
const monthPath = (employeeId: string) => `/api/timesheets/${employeeId}/${YEAR}/${MONTH}`;
const params = (employeeId: string) => ({ employeeId, year: String(YEAR), month: String(MONTH) });
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

async function team(countryCode = "ES") {
  const company = await createCompany(db);
  const mgr = await createManager(db, { companyId: company.id });
  const { employee, user } = await createEmployee(db, {
    companyId: company.id,
    managerId: mgr.manager.id,
    countryCode,
    withUser: true,
  });
  return { employee, employeeToken: await tokenFor(user!.id), managerToken: await tokenFor(mgr.user.id) };
}

const save = (token: string, employeeId: string, workingDays: Record<string, unknown>[]) =>
  call<TimesheetMonthDto & ErrorBody>(monthRoute.PATCH, {
    method: "PATCH",
    path: monthPath(employeeId),
    params: params(employeeId),
    token,
    json: { workingDays, overtime: [] },
  });
const move = (handler: typeof submitRoute.PATCH, action: string, token: string, employeeId: string) =>
  call<TimesheetMonthDto & ErrorBody>(handler, {
    method: "PATCH",
    path: `${monthPath(employeeId)}/${action}`,
    params: params(employeeId),
    token,
  });

const day = (date: string, over: Record<string, unknown> = {}) => ({
  date,
  startTime: "09:00",
  breakStartTime: "12:00",
  breakEndTime: "12:30",
  endTime: "17:30",
  ...over,
});

describe("[TIME] timesheet routes", () => {
  it("an employee's broken row answers 400 naming the row and field; nothing is stored; the fixed month saves", async () => {
    const { employee, employeeToken } = await team();
    const broken = await save(employeeToken, employee.id, [
      day("2026-03-02"),
      day("2026-03-03", { breakStartTime: "13:00", breakEndTime: "12:00" }),
    ]);
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain("2026-03-03");
    expect(broken.body.message).toContain("Break end must be after break start");
    expect(Object.keys(broken.body.fieldErrors ?? {})).toEqual(["workingDays.1.breakEndTime"]);
    const outsideDay = await save(employeeToken, employee.id, [day("2026-03-04", { endTime: "08:00" })]);
    expect(outsideDay.status).toBe(400);
    expect(outsideDay.body.fieldErrors).toHaveProperty(["workingDays.0.endTime"]);
    expect(await db.timesheet.count({ where: { employeeId: employee.id } })).toBe(0);

    const fixed = await save(employeeToken, employee.id, [day("2026-03-02"), day("2026-03-03")]);
    expect(fixed.status).toBe(200);
    expect(fixed.body.totalMonthWorkingHours).toBe("16.00");
  });

  it("an employee submits once; a second submit and a later save answer 409 and change nothing", async () => {
    const { employee, employeeToken } = await team();
    expect((await save(employeeToken, employee.id, [day("2026-03-02")])).status).toBe(200);
    const first = await move(submitRoute.PATCH, "submit", employeeToken, employee.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "SUBMITTED", submittedDate: expect.any(String) });
    const second = await move(submitRoute.PATCH, "submit", employeeToken, employee.id);
    expect(second.status).toBe(409);
    expect((await save(employeeToken, employee.id, [day("2026-03-02"), day("2026-03-03")])).status).toBe(409);
    const row = await db.timesheet.findFirstOrThrow({ where: { employeeId: employee.id } });
    expect(row.status).toBe("SUBMITTED");
    expect(row.totalMonthWorkingHours.toFixed(2)).toBe("8.00");
    expect(await db.statusHistory.count({ where: { entityId: row.id } })).toBe(1);
  });

  it("a manager of another company gets 404 on approve; the employee's own manager approves", async () => {
    const mine = await team();
    const other = await team();
    expect((await save(mine.employeeToken, mine.employee.id, [day("2026-03-02")])).status).toBe(200);
    expect((await move(submitRoute.PATCH, "submit", mine.employeeToken, mine.employee.id)).status).toBe(200);
    const foreign = await move(approveRoute.PATCH, "approve", other.managerToken, mine.employee.id);
    expect(foreign.status).toBe(404);
    expect((await db.timesheet.findFirstOrThrow({ where: { employeeId: mine.employee.id } })).status).toBe("SUBMITTED");
    expect((await move(approveRoute.PATCH, "approve", mine.employeeToken, mine.employee.id)).status).toBe(403);
    const approved = await move(approveRoute.PATCH, "approve", mine.managerToken, mine.employee.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", approvedDate: expect.any(String) });
    expect((await move(approveRoute.PATCH, "approve", mine.managerToken, mine.employee.id)).status).toBe(409);
  });

  it("an employee's regular working hours pre-fill a month never saved", async () => {
    const { employee, employeeToken } = await team();
    const workingDays = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({
      dayOfWeek,
      isSelected: dayOfWeek === 1 || dayOfWeek === 3,
      startTime: "08:00",
      breakStartTime: "12:00",
      breakEndTime: "12:45",
      endTime: "16:00",
    }));
    const res = await call(regularRoute.POST, {
      method: "POST",
      path: `/api/timesheets/regular-working-hours/${employee.id}`,
      params: { employeeId: employee.id },
      token: employeeToken,
      json: { workingDays },
    });
    expect(res.status).toBe(201);
    const month = await call<TimesheetMonthDto>(monthRoute.GET, {
      path: monthPath(employee.id),
      params: params(employee.id),
      token: employeeToken,
    });
    const selected = month.body.days.filter((d) => d.isSelected);
    // March 2026: Mondays 2, 9, 16, 23, 30 and Wednesdays 4, 11, 18, 25.
    expect(selected.map((d) => d.date.slice(8))).toEqual(["02", "04", "09", "11", "16", "18", "23", "25", "30"]);
    expect(selected[0]).toMatchObject({ startTime: "08:00", endTime: "16:00", total: { minutes: 435 } });
  });

  it("without regular hours, a month never saved leaves the country's weekend unticked (Friday and Saturday in KW)", async () => {
    const { employee, employeeToken } = await team("KW");
    const month = await call<TimesheetMonthDto>(monthRoute.GET, {
      path: monthPath(employee.id),
      params: params(employee.id),
      token: employeeToken,
    });
    expect(month.body.weekendDays).toEqual([5, 6]);
    // March 2026: Friday 6, Saturday 7, Sunday 8.
    const byDate = new Map(month.body.days.map((d) => [d.date.slice(8), d]));
    expect(byDate.get("06")).toMatchObject({ isWeekend: true, isSelected: false });
    expect(byDate.get("07")).toMatchObject({ isWeekend: true, isSelected: false });
    expect(byDate.get("08")).toMatchObject({ isWeekend: false, isSelected: true });
    // Four Fridays and four Saturdays off.
    expect(month.body.days.filter((d) => d.isSelected)).toHaveLength(31 - 8);
  });

  it("an archived employee is not allowed timesheets (is-allowed)", async () => {
    const { employee, employeeToken, managerToken } = await team("DE");
    const ask = (token: string) =>
      call<{ isAllowed: boolean; reason: string | null }>(isAllowedRoute.GET, {
        path: `/api/timesheets/${employee.id}/is-allowed`,
        params: { employeeId: employee.id },
        token,
      });
    expect((await ask(employeeToken)).body).toEqual({ isAllowed: true, reason: null });
    await db.employee.update({ where: { id: employee.id }, data: { archivedAt: new Date() } });
    expect((await ask(managerToken)).body).toEqual({ isAllowed: false, reason: "The employee is archived." });
  });
});
