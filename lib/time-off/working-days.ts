// Working days of a time-off entry: calendar days from start to end inclusive, the weekend of the employee's
// country excluded (Country.weekendDays, JS getUTCDay numbers: Friday and Saturday in much of the Middle East;
// public holidays are not modelled per country, docs/time.md). Dates are calendar days (UTC midnight, as
// PostgreSQL `date` reads).

const DAY_MS = 86_400_000;

/** Saturday and Sunday: Country.weekendDays' default. */
export const DEFAULT_WEEKEND: readonly number[] = [0, 6];

export const isWeekend = (day: Date, weekendDays: readonly number[] = DEFAULT_WEEKEND) =>
  weekendDays.includes(day.getUTCDay());

export function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function countWorkingDays(start: Date, end: Date, weekendDays: readonly number[] = DEFAULT_WEEKEND): number {
  if (end < start) return 0;
  let count = 0;
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) if (!isWeekend(new Date(t), weekendDays)) count++;
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
