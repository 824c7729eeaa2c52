// Working days of a time-off entry: calendar days from start to end inclusive, weekends excluded (public
// holidays are not modelled per country). The weekend is Saturday and Sunday everywhere: Country has no weekend
// field (docs/time.md). Dates are calendar days (UTC midnight, as PostgreSQL `date` reads).

const DAY_MS = 86_400_000;

export function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function countWorkingDays(start: Date, end: Date): number {
  if (end < start) return 0;
  let count = 0;
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) {
    const dow = new Date(t).getUTCDay();
    if (dow !== 0 && dow !== 6) count++;
  }
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
