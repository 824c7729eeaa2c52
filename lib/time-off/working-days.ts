// Working days of a time-off entry: calendar days from start to end inclusive, the weekend of the employee's
// country excluded (Country.weekendDays, JS getUTCDay numbers: Friday and Saturday in much of the Middle East)
// and the employee's public holidays (their country's or region's, and their company's days off: the caller
// loads them with lib/holidays/load-holiday-dates.ts; this file stays pure). Dates are calendar days (UTC
// midnight, as PostgreSQL `date` reads).

const DAY_MS = 86_400_000;

/** Saturday and Sunday: Country.weekendDays' default. */
export const DEFAULT_WEEKEND: readonly number[] = [0, 6];

export const isWeekend = (day: Date, weekendDays: readonly number[] = DEFAULT_WEEKEND) =>
  weekendDays.includes(day.getUTCDay());

export function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Public holidays as yyyy-MM-dd dates: a Set, or the date -> name Map of lib/holidays/load-holiday-dates.ts. */
export type HolidaySet = { has(isoDate: string): boolean };

/** No public holidays. */
export const NO_HOLIDAYS: HolidaySet = new Set<string>();

/** yyyy-MM-dd of a calendar day. */
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** Outside the weekend and not a public holiday (`holidays`: yyyy-MM-dd dates). */
export const isWorkingDay = (
  day: Date,
  weekendDays: readonly number[] = DEFAULT_WEEKEND,
  holidays: HolidaySet = NO_HOLIDAYS,
) => !isWeekend(day, weekendDays) && !holidays.has(isoDay(day));

export function countWorkingDays(
  start: Date,
  end: Date,
  weekendDays: readonly number[] = DEFAULT_WEEKEND,
  holidays: HolidaySet = NO_HOLIDAYS,
): number {
  if (end < start) return 0;
  let count = 0;
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS)
    if (isWorkingDay(new Date(t), weekendDays, holidays)) count++;
  return count;
}

/** Today's calendar day in UTC. */
export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** First and last calendar day of a yyyy-MM month. */
export function monthBounds(yearMonth: string): { first: Date; last: Date } {
  const [y, m] = yearMonth.split("-").map(Number);
  return { first: new Date(Date.UTC(y, m - 1, 1)), last: new Date(Date.UTC(y, m, 0)) };
}
