/** @jest-environment node */
// Time off over real route handlers and PostgreSQL: booking, overlaps, who may delete what, tenancy.
import * as createRoute from "@/app/api/timeoff/route";
import * as byEmployeeRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import * as byCompanyRoute from "@/app/api/timeoff/by-company-id/[companyId]/route";
import * as deleteRoute from "@/app/api/timeoff/requests/[id]/route";
import { getDb } from "@/lib/db";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";

const db = getDb();

function isoDaysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

async function employeeWithToken() {
  const { employee, user } = await createEmployee(db, { withUser: true });
  return { employee, token: await tokenFor(user!.id) };
}

const book = (token: string, json: Record<string, unknown>) =>
  call<TimeOffDto & { message?: string; fieldErrors?: Record<string, string[]> }>(createRoute.POST, {
    method: "POST",
    path: "/api/timeoff",
    token,
    json,
  });

describe("[TIME] time off", () => {
  it("an employee books for themself; an overlapping entry is refused with 409 and nothing is written", async () => {
    const { employee, token } = await employeeWithToken();
    const first = await book(token, {
      leaveType: "op:leave:holiday",
      startDate: isoDaysFromToday(20),
      endDate: isoDaysFromToday(24),
      employeeNote: "Trip",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ employeeId: employee.id, isTaken: false, leaveType: "op:leave:holiday" });
    expect(first.body.workingDays).toBeGreaterThanOrEqual(3);

    const overlap = await book(token, {
      leaveType: "op:leave:sick",
      startDate: isoDaysFromToday(24),
      endDate: isoDaysFromToday(26),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toMatch(/overlap your holiday leave/);
    expect(await db.timeOffEntry.count({ where: { employeeId: employee.id } })).toBe(1);
    const audit = await db.auditEvent.count({ where: { entityType: "TimeOffEntry", entityId: first.body.id } });
    expect(audit).toBe(1);
  });

  it("working days follow the employee's country weekend: Sunday to Thursday is five days in Kuwait, four in Germany", async () => {
    const sundayIn = (weeks: number) => {
      const now = new Date();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const sunday = today + ((7 - now.getUTCDay()) % 7) * 86_400_000 + weeks * 7 * 86_400_000;
      return (days: number) => new Date(sunday + days * 86_400_000).toISOString().slice(0, 10);
    };
    const week = sundayIn(10);
    const dates = { leaveType: "op:leave:holiday", startDate: week(0), endDate: week(4) };
    const kw = await createEmployee(db, { withUser: true, countryCode: "KW" });
    const inKuwait = await book(await tokenFor(kw.user!.id), dates);
    expect(inKuwait.status).toBe(201);
    expect(inKuwait.body.workingDays).toBe(5);
    const { token } = await employeeWithToken();
    const inGermany = await book(token, dates);
    expect(inGermany.body.workingDays).toBe(4);
  });

  it("end before start is a 400 naming endDate", async () => {
    const { token } = await employeeWithToken();
    const bad = await book(token, { leaveType: "op:leave:other", startDate: "2026-12-10", endDate: "2026-12-09" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.endDate).toEqual(["End date should be on or after the start date"]);
  });

  it("groups taken and scheduled; the employee deletes only a scheduled entry", async () => {
    const { employee, token } = await employeeWithToken();
    const past = await db.timeOffEntry.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        leaveType: "op_leave_sick", // Prisma's name of the stored op:leave:sick
        startDate: new Date(`${isoDaysFromToday(-3)}T00:00:00Z`),
        endDate: new Date(`${isoDaysFromToday(-2)}T00:00:00Z`),
        // Taken time off is approved time off (a pending request may still be withdrawn: decide-time-off.test.ts).
        status: "APPROVED",
      },
    });
    const future = await book(token, {
      leaveType: "op:leave:other",
      startDate: isoDaysFromToday(40),
      endDate: isoDaysFromToday(40),
    });
    const list = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token,
    });
    expect(list.body.taken.map((r) => r.id)).toEqual([past.id]);
    expect(list.body.scheduled.map((r) => r.id)).toEqual([future.body.id]);

    const refused = await call(deleteRoute.DELETE, {
      method: "DELETE",
      path: `/api/timeoff/requests/${past.id}`,
      params: { id: past.id },
      token,
    });
    expect(refused.status).toBe(422);
    const removed = await call(deleteRoute.DELETE, {
      method: "DELETE",
      path: `/api/timeoff/requests/${future.body.id}`,
      params: { id: future.body.id },
      token,
    });
    expect(removed.status).toBe(204);
    expect(await db.timeOffEntry.findMany({ where: { employeeId: employee.id }, select: { id: true } })).toEqual([
      { id: past.id },
    ]);
  });

  it("tenancy: another employee, and a manager of another company, get 404; managers cannot write", async () => {
    const { employee, token } = await employeeWithToken();
    const entry = await book(token, {
      leaveType: "op:leave:other",
      startDate: isoDaysFromToday(50),
      endDate: isoDaysFromToday(50),
    });
    const other = await employeeWithToken();
    const foreignManager = await createManager(db);
    const ownManager = await createManager(db, { companyId: employee.companyId });
    const foreignToken = await tokenFor(foreignManager.user.id);

    for (const t of [other.token, foreignToken]) {
      const read = await call(byEmployeeRoute.GET, {
        path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
        params: { employeeId: employee.id },
        token: t,
      });
      expect(read.status).toBe(404);
    }
    const del = await call(deleteRoute.DELETE, {
      method: "DELETE",
      path: `/api/timeoff/requests/${entry.body.id}`,
      params: { id: entry.body.id },
      token: other.token,
    });
    expect(del.status).toBe(404);
    const company = await call(byCompanyRoute.GET, {
      path: `/api/timeoff/by-company-id/${employee.companyId}`,
      params: { companyId: employee.companyId },
      token: foreignToken,
    });
    expect(company.status).toBe(404);
    const ownCompany = await call<TimeOffListDto>(byCompanyRoute.GET, {
      path: `/api/timeoff/by-company-id/${employee.companyId}`,
      params: { companyId: employee.companyId },
      token: await tokenFor(ownManager.user.id),
    });
    expect(ownCompany.status).toBe(200);
    expect(ownCompany.body.scheduled.map((r) => r.id)).toContain(entry.body.id);
    const managerWrite = await book(await tokenFor(ownManager.user.id), {
      leaveType: "op:leave:other",
      startDate: isoDaysFromToday(60),
      endDate: isoDaysFromToday(60),
    });
    expect(managerWrite.status).toBe(403);
  });

  it("an admin books for a named employee", async () => {
    const { employee } = await createEmployee(db);
    const { user } = await createUser(db, { roles: ["admin"] });
    const res = await book(await tokenFor(user.id), {
      employeeId: employee.id,
      leaveType: "op:leave:compassionate",
      startDate: isoDaysFromToday(5),
      endDate: isoDaysFromToday(6),
    });
    expect(res.status).toBe(201);
    expect(res.body.employeeId).toBe(employee.id);
  });
});
