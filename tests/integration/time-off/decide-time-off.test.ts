/** @jest-environment node */
// [TIME] Beyond the spec: time off waits for the manager's approval. Over real route handlers and PostgreSQL:
// an employee's booking is PENDING, an admin's approved at once (through the workflow); a manager of the employee's company approves or
// declines (a reason required, the 400 names it), with status history, audit and version check (409); a
// foreign manager gets 404, the employee 403, nobody decides their own; a declined request frees its dates.
import * as createRoute from "@/app/api/timeoff/route";
import * as byEmployeeRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import * as deleteRoute from "@/app/api/timeoff/requests/[id]/route";
import * as decisionRoute from "@/app/api/timeoff/requests/[id]/decision/route";
import { getDb } from "@/lib/db";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";

const db = getDb();

type Answer = TimeOffDto & { message?: string; fieldErrors?: Record<string, string[]> };

function isoDaysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const book = (token: string, json: Record<string, unknown>) =>
  call<Answer>(createRoute.POST, { method: "POST", path: "/api/timeoff", token, json });

const decide = (token: string, id: string, json: Record<string, unknown>) =>
  call<Answer>(decisionRoute.POST, {
    method: "POST",
    path: `/api/timeoff/requests/${id}/decision`,
    params: { id },
    token,
    json,
  });

/** An employee with a pending request, and a manager of their company. */
async function pendingRequest(days = 30) {
  const { employee, user } = await createEmployee(db, { withUser: true });
  const employeeToken = await tokenFor(user!.id);
  const request = await book(employeeToken, {
    leaveType: "op:leave:holiday",
    startDate: isoDaysFromToday(days),
    endDate: isoDaysFromToday(days + 1),
    employeeNote: "Wedding",
  });
  expect(request.status).toBe(201);
  const manager = await createManager(db, { companyId: employee.companyId });
  return { employee, employeeToken, request: request.body, manager, managerToken: await tokenFor(manager.user.id) };
}

describe("[TIME] time-off approval", () => {
  it("an employee's booking is PENDING; an admin's is APPROVED at once", async () => {
    const { request } = await pendingRequest();
    expect(request).toMatchObject({ status: "PENDING", version: 1, decidedAt: null, declineReason: null });
    expect(request.actions).toEqual({ canApprove: false, canDecline: false, canDelete: true });

    const { employee } = await createEmployee(db);
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const logged = await book(await tokenFor(admin.id), {
      employeeId: employee.id,
      leaveType: "op:leave:sick",
      startDate: isoDaysFromToday(-2),
      endDate: isoDaysFromToday(-1),
    });
    expect(logged.status).toBe(201);
    expect(logged.body.status).toBe("APPROVED");
    const row = await db.timeOffEntry.findUniqueOrThrow({ where: { id: logged.body.id } });
    expect(row.decidedById).toBe(admin.id);
    expect(row.decidedAt).not.toBeNull();
    // Approved through the workflow: its status history names the admin.
    const history = await db.statusHistory.findMany({ where: { entityType: "TimeOffEntry", entityId: row.id } });
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: "PENDING", toStatus: "APPROVED", actorId: admin.id }),
    ]);
  });

  it("the manager approves: status, decider and date stored, one status history row and one audit row", async () => {
    const { request, manager, managerToken, employee, employeeToken } = await pendingRequest();
    const listed = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token: managerToken,
    });
    expect(listed.body.scheduled[0].actions).toEqual({ canApprove: true, canDecline: true, canDelete: false });

    const approved = await decide(managerToken, request.id, { decision: "APPROVED", version: request.version });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: request.id, status: "APPROVED", version: 2, declineReason: null });
    expect(approved.body.decidedAt).toEqual(expect.any(String));
    expect(approved.body.actions).toMatchObject({ canApprove: false, canDecline: false });

    const row = await db.timeOffEntry.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: "APPROVED", decidedById: manager.user.id, version: 2 });
    const history = await db.statusHistory.findMany({ where: { entityType: "TimeOffEntry", entityId: request.id } });
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: "PENDING", toStatus: "APPROVED", actorId: manager.user.id, note: null }),
    ]);
    const audit = await db.auditEvent.findMany({
      where: { entityType: "TimeOffEntry", entityId: request.id, action: "timeOff.approve" },
    });
    expect(audit).toHaveLength(1);

    // The employee sees it approved; approving again is a conflict.
    const own = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token: employeeToken,
    });
    expect(own.body.scheduled.map((r) => r.status)).toEqual(["APPROVED"]);
    const again = await decide(managerToken, request.id, { decision: "APPROVED", version: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This time off is already approved.");
  });

  it("declining needs a reason (400 names it, nothing changes); with one it is declined and frees the dates", async () => {
    const { request, managerToken, employee, employeeToken } = await pendingRequest(40);
    for (const reason of [undefined, "", "   "]) {
      const refused = await decide(managerToken, request.id, { decision: "DECLINED", reason, version: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.reason).toEqual(["Please give a reason"]);
    }
    expect(await db.timeOffEntry.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "PENDING",
      version: 1,
    });

    const declined = await decide(managerToken, request.id, {
      decision: "DECLINED",
      reason: "Release week, please pick other dates",
      version: 1,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "DECLINED", declineReason: "Release week, please pick other dates" });
    const history = await db.statusHistory.findFirstOrThrow({
      where: { entityType: "TimeOffEntry", entityId: request.id },
    });
    expect(history).toMatchObject({ toStatus: "DECLINED", note: "Release week, please pick other dates" });
    expect(
      await db.auditEvent.count({
        where: { entityType: "TimeOffEntry", entityId: request.id, action: "timeOff.decline" },
      }),
    ).toBe(1);

    const own = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token: employeeToken,
    });
    expect(own.body.scheduled).toEqual([
      expect.objectContaining({
        id: request.id,
        status: "DECLINED",
        declineReason: "Release week, please pick other dates",
      }),
    ]);
    // A declined request no longer holds its dates.
    const rebooked = await book(employeeToken, {
      leaveType: "op:leave:holiday",
      startDate: isoDaysFromToday(40),
      endDate: isoDaysFromToday(40),
    });
    expect(rebooked.status).toBe(201);
    expect(rebooked.body.status).toBe("PENDING");
  });

  it("a stale version answers 409 and changes nothing", async () => {
    const { request, managerToken } = await pendingRequest();
    const stale = await decide(managerToken, request.id, { decision: "APPROVED", version: 7 });
    expect(stale.status).toBe(409);
    expect(await db.timeOffEntry.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "PENDING",
      version: 1,
    });
    expect(await db.statusHistory.count({ where: { entityType: "TimeOffEntry", entityId: request.id } })).toBe(0);

    // Two managers on the same version: the second decision loses.
    const other = await createManager(db, { companyId: request.companyId });
    expect((await decide(managerToken, request.id, { decision: "APPROVED", version: 1 })).status).toBe(200);
    const late = await decide(await tokenFor(other.user.id), request.id, {
      decision: "DECLINED",
      reason: "Too late",
      version: 1,
    });
    expect(late.status).toBe(409);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("APPROVED");
  });

  it("a manager of another company gets 404, the employee 403, an unknown id 404", async () => {
    const { request, employeeToken, managerToken } = await pendingRequest();
    const foreign = await createManager(db);
    const foreignAnswer = await decide(await tokenFor(foreign.user.id), request.id, {
      decision: "APPROVED",
      version: 1,
    });
    expect(foreignAnswer.status).toBe(404);
    const own = await decide(employeeToken, request.id, { decision: "APPROVED", version: 1 });
    expect(own.status).toBe(403);
    expect((await decide(managerToken, "no-such-entry", { decision: "APPROVED", version: 1 })).status).toBe(404);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("PENDING");
  });

  it("nobody decides their own request: an admin with an employee record gets 403 on it", async () => {
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const { employee } = await createEmployee(db, { userId: admin.id });
    const entry = await db.timeOffEntry.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        leaveType: "op_leave_holiday",
        startDate: new Date(`${isoDaysFromToday(70)}T00:00:00Z`),
        endDate: new Date(`${isoDaysFromToday(71)}T00:00:00Z`),
      },
    });
    expect(entry.status).toBe("PENDING");
    const answer = await decide(await tokenFor(admin.id), entry.id, { decision: "APPROVED", version: 1 });
    expect(answer.status).toBe(403);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: entry.id } })).status).toBe("PENDING");
  });

  it("the employee withdraws a pending request, even one whose dates have begun", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true });
    const token = await tokenFor(user!.id);
    const started = await db.timeOffEntry.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        leaveType: "op_leave_sick",
        startDate: new Date(`${isoDaysFromToday(-1)}T00:00:00Z`),
        endDate: new Date(`${isoDaysFromToday(1)}T00:00:00Z`),
      },
    });
    const removed = await call(deleteRoute.DELETE, {
      method: "DELETE",
      path: `/api/timeoff/requests/${started.id}`,
      params: { id: started.id },
      token,
    });
    expect(removed.status).toBe(204);
    expect(await db.timeOffEntry.count({ where: { id: started.id } })).toBe(0);
  });
});
