// The allowance side of the holiday balance, pure (docs/time.md 'Leave policies'). All dates are UTC days.
// - entitled: the year's allowance pro rata by the calendar days employed in the year (a start or end inside it),
//   rounded to the nearest half day.
// - accruedToDate: UP_FRONT: all of it from the first day employed. MONTHLY: entitled x completed months of
//   employment in the year / months employed in the year (a part month counts as one), to the nearest half day;
//   all of it from the last day employed in the year.
// - carry-over: the previous year's unused days (its own carried-over days included: leave-balance.ts chains the
//   years) up to the policy's cap. Holiday taken or booked on or before the expiry date draws on them first; what
//   is left of them lapses the day after the expiry date.
import type { Accrual } from "@/lib/holidays/leave-policy/defaults";

const DAY_MS = 86_400_000;

export const roundHalf = (days: number) => Math.round(days * 2) / 2;

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));
const yearEnd = (year: number) => new Date(Date.UTC(year, 11, 31));
const calendarDays = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;

/** The days of the year the employee is employed ([from, to]), or null when none. */
export function employedInYear(year: number, start: Date | null, end: Date | null): { from: Date; to: Date } | null {
  const from = start && start > yearStart(year) ? start : yearStart(year);
  const to = end && end < yearEnd(year) ? end : yearEnd(year);
  return to < from ? null : { from, to };
}

/** `from` plus `months` months, the day kept or moved back to the month's last day (31 Jan + 1 = 28/29 Feb). */
function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), last)));
}

/** Whole months from `from` completed by the end of day `to`. */
export function completedMonths(from: Date, to: Date): number {
  const after = new Date(to.getTime() + DAY_MS);
  let months = 0;
  while (addMonths(from, months + 1) <= after) months += 1;
  return months;
}

export function entitledDays(allowance: number, year: number, start: Date | null, end: Date | null): number {
  const span = employedInYear(year, start, end);
  if (!span) return 0;
  const share = calendarDays(span.from, span.to) / calendarDays(yearStart(year), yearEnd(year));
  return roundHalf(allowance * share);
}

export function accruedDays(input: {
  entitled: number;
  accrual: Accrual;
  year: number;
  start: Date | null;
  end: Date | null;
  date: Date;
}): number {
  const span = employedInYear(input.year, input.start, input.end);
  if (!span || input.date < span.from) return 0;
  if (input.accrual === "UP_FRONT" || input.date >= span.to) return input.entitled;
  const whole = completedMonths(span.from, span.to);
  const employed = whole + (addMonths(span.from, whole) <= span.to ? 1 : 0);
  return roundHalf((input.entitled * completedMonths(span.from, input.date)) / employed);
}

export type CarryOver = {
  carriedOver: number;
  /** The last day the carried-over days can be used; null when they never lapse (or none were carried). */
  carryOverExpires: Date | null;
  /** Carried-over days not used by the expiry date that lapse then (0 after it: they are gone). */
  expiring: number;
  /** Carried-over days that lapsed (after the expiry date). */
  lapsed: number;
};

export function carryOver(input: {
  /** The previous year's days left at its end: entitled + carried over - lapsed - holiday. */
  unusedLastYear: number;
  maxDays: number;
  /** "MM-dd" of this year, or null. */
  expiry: string | null;
  year: number;
  /** Holiday days of this year (taken and booked) on or before the expiry date. */
  usedByExpiry: number;
  date: Date;
}): CarryOver {
  const carriedOver = roundHalf(Math.max(0, Math.min(input.unusedLastYear, input.maxDays)));
  if (carriedOver === 0 || !input.expiry) return { carriedOver, carryOverExpires: null, expiring: 0, lapsed: 0 };
  const [month, day] = input.expiry.split("-").map(Number) as [number, number];
  // 29 February in a common year: the 28th.
  const last = new Date(Date.UTC(input.year, month, 0)).getUTCDate();
  const carryOverExpires = new Date(Date.UTC(input.year, month - 1, Math.min(day, last)));
  const unused = Math.max(0, carriedOver - input.usedByExpiry);
  return input.date > carryOverExpires
    ? { carriedOver, carryOverExpires, expiring: 0, lapsed: unused }
    : { carriedOver, carryOverExpires, expiring: unused, lapsed: 0 };
}
