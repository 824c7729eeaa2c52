// The leave policy's side of an employee's balance at a date, pure (exported for tests): entitled, accrued,
// carried over and expiring holiday (lib/time-off/leave-policy/accrual.ts), and every leave type's approved
// working days this year. In working days like the rest of the balance (lib/time-off/get-time-off-balance.ts):
// the employee's weekend and public holidays left out; an allowance "including public holidays" is charged for
// the public holidays on working days too. Last year's unused days are last year's entitled days (the current
// allowance, pro rata) less its holiday; the carry-over is not chained from year to year.
import { LEAVE_TYPES } from "@/lib/time-off/schema";
import type { LeavePolicyValues } from "@/lib/time-off/leave-policy/defaults";
import { accruedDays, carryOver, entitledDays, roundHalf } from "@/lib/time-off/leave-policy/accrual";
import type { LeaveDetailDto } from "@/lib/time-off/response-schema";
import { countWorkingDays, isoDay, type HolidaySet } from "@/lib/time-off/working-days";

const DAY_MS = 86_400_000;
const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

export type LeaveEntry = { leaveType: string; status: string; startDate: Date; endDate: Date };

/** Working days of [start, end] inside [from, to]; 0 when they do not meet. */
export function daysWithin(
  entry: Pick<LeaveEntry, "startDate" | "endDate">,
  from: Date,
  to: Date,
  weekend: readonly number[],
  holidays: HolidaySet,
): number {
  const start = later(entry.startDate, from);
  const end = earlier(entry.endDate, to);
  return end < start ? 0 : countWorkingDays(start, end, weekend, holidays);
}

/** The public holidays on working days of [from, to]. */
export function publicHolidaysWithin(holidays: HolidaySet, from: Date, to: Date, weekend: readonly number[]): number {
  if (to < from) return 0;
  return countWorkingDays(from, to, weekend) - countWorkingDays(from, to, weekend, holidays);
}

export function computeLeaveDetail(input: {
  /** The yearly allowance (the employee's, else the policy's); null: Unlimited. */
  allowanceDays: number | null;
  includingPublicHolidays: boolean;
  policy: Pick<LeavePolicyValues, "accrual" | "carryOverMaxDays" | "carryOverExpiry">;
  start: Date | null;
  end: Date | null;
  date: Date;
  weekend: readonly number[];
  /** Public holidays of last year and this year. */
  holidays: HolidaySet;
  /** Entries of every leave type overlapping last year or this year (only APPROVED ones count). */
  entries: LeaveEntry[];
}): LeaveDetailDto {
  const { date, weekend, holidays, start } = input;
  const year = date.getUTCFullYear();
  const first = new Date(Date.UTC(year, 0, 1));
  const last = new Date(Date.UTC(year, 11, 31));
  const tomorrow = new Date(date.getTime() + DAY_MS);
  const approved = input.entries.filter((e) => e.status === "APPROVED");
  const approvedDays = (leaveType: string, from: Date, to: Date) =>
    approved
      .filter((e) => e.leaveType === leaveType)
      .reduce((sum, e) => sum + daysWithin(e, from, to, weekend, holidays), 0);
  const byType = LEAVE_TYPES.map((t) => ({
    leaveType: t.value,
    taken: approvedDays(t.value.replaceAll(":", "_"), first, earlier(date, last)),
    scheduled: approvedDays(t.value.replaceAll(":", "_"), later(tomorrow, first), last),
  }));
  const base = { date: isoDay(date), byType };
  if (input.allowanceDays === null)
    return {
      ...base,
      entitled: null,
      accruedToDate: null,
      carriedOver: null,
      carryOverExpires: null,
      expiring: null,
      lapsed: null,
      available: null,
    };
  // Holiday charged in [from, to]: approved holiday leave, and public holidays for an "including" allowance.
  const holidayUsed = (from: Date, to: Date) =>
    approvedDays("op_leave_holiday", from, to) +
    (input.includingPublicHolidays
      ? publicHolidaysWithin(holidays, start ? later(start, from) : from, to, weekend)
      : 0);
  const entitled = entitledDays(input.allowanceDays, year, start, input.end);
  const accruedToDate = accruedDays({ entitled, accrual: input.policy.accrual, year, start, end: input.end, date });
  const lastYearFirst = new Date(Date.UTC(year - 1, 0, 1));
  const lastYearLast = new Date(Date.UTC(year - 1, 11, 31));
  const lastYearEntitled = entitledDays(input.allowanceDays, year - 1, start, input.end);
  const lastYearUsed = lastYearEntitled > 0 ? holidayUsed(lastYearFirst, lastYearLast) : 0;
  const expiry = input.policy.carryOverExpiry;
  const expiryDay = expiry ? new Date(`${year}-${expiry.replace("02-29", "02-28")}T00:00:00Z`) : last;
  const carry = carryOver({
    unusedLastYear: lastYearEntitled - lastYearUsed,
    maxDays: input.policy.carryOverMaxDays,
    expiry,
    year,
    usedByExpiry: holidayUsed(first, expiryDay),
    date,
  });
  const usedThisYear = holidayUsed(first, last);
  return {
    ...base,
    entitled,
    accruedToDate,
    carriedOver: carry.carriedOver,
    carryOverExpires: carry.carryOverExpires ? isoDay(carry.carryOverExpires) : null,
    expiring: carry.expiring,
    lapsed: carry.lapsed,
    available: roundHalf(accruedToDate + carry.carriedOver - carry.lapsed - usedThisYear),
  };
}
