// The leave policy's side of an employee's balance at a date, pure (exported for tests): entitled, accrued,
// carried over and expiring holiday (lib/time-off/leave-policy/accrual.ts), and every leave type's approved
// working days this year. In working days like the rest of the balance (lib/time-off/get-time-off-balance.ts):
// the employee's weekend and public holidays left out; an allowance "including public holidays" is charged for
// the public holidays on working days too. The carry-over is chained from year to year (computed, never stored):
// last year's unused days are its entitled days (the current allowance, pro rata) plus its own carried-over days,
// less those that lapsed and its holiday, back to the employee's first year (chainStartYear).
import { LEAVE_TYPES } from "@/lib/time-off/schema";
import type { LeavePolicyValues } from "@/lib/holidays/leave-policy/defaults";
import { accruedDays, carryOver, entitledDays, roundHalf } from "@/lib/time-off/leave-policy/accrual";
import type { LeaveDetailDto } from "@/lib/time-off/response-schema";
import { countWorkingDays, isoDay, type HolidaySet } from "@/lib/time-off/working-days";

const DAY_MS = 86_400_000;
const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The first year the carry-over chain starts from (nothing carried into it): the year of the start date, and at
 * most CHAIN_YEARS back. The bound keeps the entries' one query and this loop short for a long service or a record
 * without a start date; a year that far back can move today's figure by the cap at most, through ten years of
 * allowance in which its days could have been used.
 */
export const CHAIN_YEARS = 10;
export function chainStartYear(year: number, start: Date | null): number {
  return Math.min(year, Math.max(year - CHAIN_YEARS, start ? start.getUTCFullYear() : -Infinity));
}

/** The last day of the year the carried-over days can be used on (31 December without an expiry). */
function expiryDayOf(expiry: string | null, year: number): Date {
  if (!expiry) return new Date(Date.UTC(year, 11, 31));
  const [month, day] = expiry.split("-").map(Number) as [number, number];
  // 29 February in a common year: the 28th (as carryOver does).
  return new Date(Date.UTC(year, month - 1, Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate())));
}

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
  /** Public holidays from 1 January of chainStartYear to the end of this year. */
  holidays: HolidaySet;
  /** Entries of every leave type overlapping chainStartYear to this year (only APPROVED ones count). */
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
  const carryInto = (y: number, unusedLastYear: number, at: Date) =>
    carryOver({
      unusedLastYear,
      maxDays: input.policy.carryOverMaxDays,
      expiry: input.policy.carryOverExpiry,
      year: y,
      usedByExpiry: holidayUsed(new Date(Date.UTC(y, 0, 1)), expiryDayOf(input.policy.carryOverExpiry, y)),
      date: at,
    });
  // Each earlier year's days left at its end: its entitled and carried-over days less the lapsed and its holiday.
  let unused = 0;
  for (let y = chainStartYear(year, start); y < year; y += 1) {
    const yearEntitled = entitledDays(input.allowanceDays, y, start, input.end);
    const used = yearEntitled > 0 ? holidayUsed(new Date(Date.UTC(y, 0, 1)), new Date(Date.UTC(y, 11, 31))) : 0;
    const carried = carryInto(y, unused, new Date(Date.UTC(y, 11, 31)));
    // At the year's end the carried-over days not used by the expiry are gone, expiring on 31 December included.
    unused = yearEntitled + carried.carriedOver - carried.lapsed - carried.expiring - used;
  }
  const carry = carryInto(year, unused, date);
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
