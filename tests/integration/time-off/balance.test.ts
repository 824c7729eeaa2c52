/** @jest-environment node */
// [TIME] Beyond the spec: an employee's holiday balance for the calendar year, in working days. A hand-made
// year (2031, "today" Monday 16 June) gives exact numbers: approved days up to today are taken, later ones
// booked, pending ones only listed, declined and non-holiday leave and other years' days left out.
import { NextRequest } from "next/server";
import * as balanceRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/balance/route";
import { getDb } from "@/lib/db";
import { actorFromRequest } from "@/lib/auth/session";
import { getTimeOffBalance } from "@/lib/time-off/get-time-off-balance";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function actorOf(token: string) {
  const actor = await actorFromRequest(
    new NextRequest("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }),
  );
  return actor!;
}

type Status = "PENDING" | "APPROVED" | "DECLINED";
type Leave = "op_leave_holiday" | "op_leave_sick";

async function entry(
  employee: { id: string; companyId: string },
  start: string,
  end: string,
  status: Status,
  leaveType: Leave = "op_leave_holiday",
) {
  await db.timeOffEntry.create({
    data: {
      employeeId: employee.id,
      companyId: employee.companyId,
      leaveType,
      startDate: day(start),
      endDate: day(end),
      status,
    },
  });
}

describe("[TIME] holiday balance", () => {
  it("counts a hand-made year exactly", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true, holidayAllowanceValue: 25 });
    // Taken: Wed 1 + Thu 2 Jan of a turn-of-year holiday (2), Mon 6 - Fri 10 Jan (5), Thu 12 - Mon 16 Jun of an
    // entry running over today (3). Booked: Tue 17 - Wed 18 Jun of it (2), Mon 4 - Fri 8 Aug (5), Mon 29 -
    // Wed 31 Dec of a turn-of-year holiday (3). Pending: Mon 1 - Tue 2 Sep (2).
    await entry(employee, "2030-12-29", "2031-01-02", "APPROVED");
    await entry(employee, "2031-01-06", "2031-01-10", "APPROVED");
    await entry(employee, "2031-06-12", "2031-06-18", "APPROVED");
    await entry(employee, "2031-08-04", "2031-08-08", "APPROVED");
    await entry(employee, "2031-12-29", "2032-01-02", "APPROVED");
    await entry(employee, "2031-09-01", "2031-09-02", "PENDING");
    // Left out: declined, sick leave, another year.
    await entry(employee, "2031-10-06", "2031-10-10", "DECLINED");
    await entry(employee, "2031-03-03", "2031-03-04", "APPROVED", "op_leave_sick");
    await entry(employee, "2030-05-06", "2030-05-07", "APPROVED");
    // Another employee's holiday does not count.
    const other = await createEmployee(db, { companyId: employee.companyId });
    await entry(other.employee, "2031-02-03", "2031-02-07", "APPROVED");

    const actor = await actorOf(await tokenFor(user!.id));
    const balance = await getTimeOffBalance(actor, employee.id, day("2031-06-16"));
    expect(balance).toEqual({
      employeeId: employee.id,
      employeeName: `${employee.firstName} ${employee.lastName}`,
      year: 2031,
      allowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
      allowanceDays: 25,
      takenDays: 10,
      bookedDays: 10,
      pendingDays: 2,
      remainingDays: 5,
    });
  });

  it("the country's weekend decides the working days (Friday and Saturday in Kuwait)", async () => {
    const { employee, user } = await createEmployee(db, {
      withUser: true,
      countryCode: "KW",
      holidayAllowanceValue: 30,
    });
    // Sun 5 - Sat 11 Jan 2031: five working days in Kuwait (Sun-Thu).
    await entry(employee, "2031-01-05", "2031-01-11", "APPROVED");
    const actor = await actorOf(await tokenFor(user!.id));
    const balance = await getTimeOffBalance(actor, employee.id, day("2031-06-16"));
    expect(balance).toMatchObject({ takenDays: 5, bookedDays: 0, remainingDays: 25 });
  });

  it("unlimited time off has no allowance and no remainder", async () => {
    const { employee, user } = await createEmployee(db, {
      withUser: true,
      holidayAllowanceValue: 0,
      holidayAllowanceType: "UNLIMITED",
    });
    await entry(employee, "2031-01-06", "2031-01-07", "APPROVED");
    const actor = await actorOf(await tokenFor(user!.id));
    const balance = await getTimeOffBalance(actor, employee.id, day("2031-06-16"));
    expect(balance).toMatchObject({ allowanceDays: null, remainingDays: null, takenDays: 2 });
  });

  it("GET .../balance: the employee and their company's manager read it; another company's manager gets 404", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true, holidayAllowanceValue: 28 });
    const path = `/api/timeoff/by-employee-id/${employee.id}/balance`;
    const own = await call<TimeOffBalanceDto>(balanceRoute.GET, {
      path,
      params: { employeeId: employee.id },
      token: await tokenFor(user!.id),
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      employeeId: employee.id,
      year: new Date().getUTCFullYear(),
      allowanceDays: 28,
      takenDays: 0,
      bookedDays: 0,
      pendingDays: 0,
      remainingDays: 28,
    });
    const manager = await createManager(db, { companyId: employee.companyId });
    const read = await call(balanceRoute.GET, {
      path,
      params: { employeeId: employee.id },
      token: await tokenFor(manager.user.id),
    });
    expect(read.status).toBe(200);
    const foreign = await createManager(db);
    const refused = await call(balanceRoute.GET, {
      path,
      params: { employeeId: employee.id },
      token: await tokenFor(foreign.user.id),
    });
    expect(refused.status).toBe(404);
  });
});
