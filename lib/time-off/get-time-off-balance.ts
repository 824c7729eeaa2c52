// Beyond the spec: an employee's holiday balance for a calendar year (GET
// /api/timeoff/by-employee-id/{employeeId}/balance, the time-off page). In working days (lib/time-off/working-days.ts:
// without the employee's country weekend and public holidays), only Holiday leave (op:leave:holiday) draws on the
// allowance; sick, compassionate and other leave do not. Per entry, the days inside the year count:
//   taken    = APPROVED, on or before today     booked = APPROVED, after today
//   pending  = PENDING (not counted against the allowance until approved); DECLINED counts nowhere
//   remaining = allowance - taken - booked
// The allowance is the employee record's holidayAllowance {value, type} (Employee.holidayAllowanceValue /
// holidayAllowanceType, spec 1 'Employee' employmentDetails.holidayAllowance), the yearly days the employee is
// employed on. holidayEntitlementDays/Type is the seat's hiring profile, copied to the employee when hired, so
// the employee record is the one that stays current. Unlimited (or no allowance recorded): allowance and
// remaining are null. An allowance "including public holidays" (spec 1 section 9's holiday types) pays for them
// too: the employee's public holidays on working days of the year (from their start date) count as taken up to
// today and as booked after it; "excluding" leaves them out (they are never charged as leave either way).
// The employee's balance route and page add the leave policy's side at a date (getLeaveBalance: entitled,
// accrued, carried over, expiring, each leave type's days; lib/time-off/leave-policy/leave-balance.ts).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere, findEmployeeOrThrow } from "@/lib/access/employee";
import type { LeaveBalanceDto, TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import { NO_HOLIDAYS, todayUtc, type HolidaySet } from "@/lib/time-off/working-days";
import { getLeavePolicy } from "@/lib/holidays/leave-policy/get-leave-policy";
import {
  chainStartYear,
  computeLeaveDetail,
  daysWithin,
  publicHolidaysWithin,
} from "@/lib/time-off/leave-policy/leave-balance";

const DAY_MS = 86_400_000;

const EMPLOYEE_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  holidayAllowanceValue: true,
  holidayAllowanceType: true,
  startDate: true,
  companyId: true,
  countryCode: true,
  region: true,
  country: { select: { weekendDays: true } },
} as const;

type EmployeeRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  holidayAllowanceValue: number | null;
  holidayAllowanceType: TimeOffBalanceDto["allowanceType"];
  startDate?: Date | null;
  companyId: string;
  countryCode: string;
  region: string | null;
  country: { weekendDays: number[] };
};
type EntryRow = { employeeId: string; status: string; startDate: Date; endDate: Date };

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** The balance from the employee, their Holiday entries overlapping the year and their public holidays of the year
 *  (pure; exported for tests). */
export function computeBalance(
  employee: EmployeeRow,
  entries: EntryRow[],
  year: number,
  today: Date,
  holidays: HolidaySet = NO_HOLIDAYS,
) {
  const first = new Date(Date.UTC(year, 0, 1));
  const last = new Date(Date.UTC(year, 11, 31));
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const weekend = employee.country.weekendDays;
  let takenDays = 0;
  let bookedDays = 0;
  let pendingDays = 0;
  for (const entry of entries) {
    if (entry.status === "APPROVED") {
      takenDays += daysWithin(entry, first, earlier(today, last), weekend, holidays);
      bookedDays += daysWithin(entry, later(tomorrow, first), last, weekend, holidays);
    } else if (entry.status === "PENDING") pendingDays += daysWithin(entry, first, last, weekend, holidays);
  }
  if (employee.holidayAllowanceType === "INCLUDING_PUBLIC_HOLIDAYS") {
    const from = employee.startDate ? later(employee.startDate, first) : first;
    takenDays += publicHolidaysWithin(holidays, from, earlier(today, last), weekend);
    bookedDays += publicHolidaysWithin(holidays, later(tomorrow, from), last, weekend);
  }
  const unlimited = employee.holidayAllowanceType === "UNLIMITED";
  const allowanceDays = unlimited ? null : employee.holidayAllowanceValue;
  return {
    employeeId: employee.id,
    employeeName: `${employee.firstName ?? ""} ${employee.lastName ?? ""}`.trim(),
    year,
    allowanceType: employee.holidayAllowanceType,
    allowanceDays,
    takenDays,
    bookedDays,
    pendingDays,
    remainingDays: allowanceDays === null ? null : allowanceDays - takenDays - bookedDays,
  } satisfies TimeOffBalanceDto;
}

async function balancesOf(employees: EmployeeRow[], today: Date): Promise<TimeOffBalanceDto[]> {
  if (employees.length === 0) return [];
  const year = today.getUTCFullYear();
  const first = new Date(Date.UTC(year, 0, 1));
  const last = new Date(Date.UTC(year, 11, 31));
  const holidaysOf = await loadHolidayDates(employees, first, last);
  const entries = await db.timeOffEntry.findMany({
    where: {
      employeeId: { in: employees.map((e) => e.id) },
      leaveType: "op_leave_holiday",
      status: { in: ["APPROVED", "PENDING"] },
      startDate: { lte: last },
      endDate: { gte: first },
    },
    select: { employeeId: true, status: true, startDate: true, endDate: true },
  });
  // Grouped once: a filter per employee would be quadratic in a long approvals list.
  const entriesOf = new Map<string, EntryRow[]>();
  for (const x of entries) {
    const own = entriesOf.get(x.employeeId);
    if (own) own.push(x);
    else entriesOf.set(x.employeeId, [x]);
  }
  return employees.map((e) => computeBalance(e, entriesOf.get(e.id) ?? [], year, today, holidaysOf(e)));
}

/** One reachable employee's balance for the current year (404 for a record the caller cannot reach). */
export async function getTimeOffBalance(actor: Actor, employeeId: string, today = todayUtc()) {
  const employee = await findEmployeeOrThrow(actor, employeeId, { select: EMPLOYEE_SELECT });
  const [balance] = await balancesOf([employee as EmployeeRow], today);
  return balance;
}

/** Balances of several employees at once (the approvals list); ids the caller cannot reach are left out. */
export async function getTimeOffBalances(actor: Actor, employeeIds: string[], today = todayUtc()) {
  if (employeeIds.length === 0) return [];
  const employees = await db.employee.findMany({
    where: { AND: [{ id: { in: [...new Set(employeeIds)] } }, employeeWhere(actor)] },
    select: EMPLOYEE_SELECT,
  });
  return balancesOf(employees as EmployeeRow[], today);
}

/** One reachable employee's balance at a date with its leave policy side (GET .../balance, the time-off page). */
export async function getLeaveBalance(actor: Actor, employeeId: string, date = todayUtc()): Promise<LeaveBalanceDto> {
  const employee = (await findEmployeeOrThrow(actor, employeeId, {
    select: {
      ...EMPLOYEE_SELECT,
      employments: { select: { terminationDate: true }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  })) as EmployeeRow & { employments: { terminationDate: Date | null }[] };
  const [balance] = await balancesOf([employee], date);
  const year = date.getUTCFullYear();
  // The carry-over chain's years at once (one query each for the entries and the public holidays).
  const from = new Date(Date.UTC(chainStartYear(year, employee.startDate ?? null), 0, 1));
  const to = new Date(Date.UTC(year, 11, 31));
  const [policy, holidaysOf, entries] = await Promise.all([
    getLeavePolicy(employee.countryCode),
    loadHolidayDates([employee], from, to),
    db.timeOffEntry.findMany({
      where: { employeeId: employee.id, status: "APPROVED", startDate: { lte: to }, endDate: { gte: from } },
      select: { leaveType: true, status: true, startDate: true, endDate: true },
    }),
  ]);
  const unlimited = employee.holidayAllowanceType === "UNLIMITED";
  const detail = computeLeaveDetail({
    allowanceDays: unlimited ? null : (employee.holidayAllowanceValue ?? policy.allowanceDays),
    includingPublicHolidays: employee.holidayAllowanceType === "INCLUDING_PUBLIC_HOLIDAYS",
    policy,
    start: employee.startDate ?? null,
    end: employee.employments[0]?.terminationDate ?? null,
    date,
    weekend: employee.country.weekendDays,
    holidays: holidaysOf(employee),
    entries,
  });
  return { ...balance!, ...detail };
}
