/** @jest-environment node */
// [TIME] Unpaid leave: any of the four leave types may be booked unpaid; the flag is stored, audited and listed
// (the payroll checks expect that month's pay to drop pro rata). A non-boolean flag is a 400 naming the field.
import * as createRoute from "@/app/api/timeoff/route";
import * as byEmployeeRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import { getDb } from "@/lib/db";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { call, tokenFor } from "../support/http";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type Answer = TimeOffDto & { message?: string; fieldErrors?: Record<string, string[]> };

const isoDaysFromToday = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
const book = (token: string, json: Record<string, unknown>) =>
  call<Answer>(createRoute.POST, { method: "POST", path: "/api/timeoff", token, json });

describe("[TIME] unpaid leave", () => {
  it("[TIME] an employee books unpaid leave: stored, audited and listed as unpaid; paid stays the default", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true });
    const token = await tokenFor(user!.id);
    const unpaid = await book(token, {
      leaveType: "op:leave:other",
      startDate: isoDaysFromToday(20),
      endDate: isoDaysFromToday(24),
      unpaid: true,
    });
    expect(unpaid.status).toBe(201);
    expect(unpaid.body.unpaid).toBe(true);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: unpaid.body.id } })).unpaid).toBe(true);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: unpaid.body.id, action: "timeOff.create" },
    });
    expect(audit.after).toMatchObject({ unpaid: true });

    const paid = await book(token, {
      leaveType: "op:leave:holiday",
      startDate: isoDaysFromToday(40),
      endDate: isoDaysFromToday(41),
    });
    expect(paid.status).toBe(201);
    expect(paid.body.unpaid).toBe(false);

    const list = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token,
    });
    expect(list.status).toBe(200);
    const all = [...list.body.taken, ...list.body.scheduled];
    expect(all.find((e) => e.id === unpaid.body.id)?.unpaid).toBe(true);
    expect(all.find((e) => e.id === paid.body.id)?.unpaid).toBe(false);
  });

  it("[TIME] a flag that is not true or false is a 400 naming unpaid", async () => {
    const { user } = await createEmployee(db, { withUser: true });
    const res = await book(await tokenFor(user!.id), {
      leaveType: "op:leave:holiday",
      startDate: isoDaysFromToday(20),
      endDate: isoDaysFromToday(21),
      unpaid: "yes",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(["unpaid"]);
  });
});
