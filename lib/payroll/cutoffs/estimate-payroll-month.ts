// The one cutoff calculation (spec 2 section 7 'Cutoff and providers'; spec 1 section 9: changes after the
// cutoff date take effect in the next month's payroll). Pure: the expense screens, the list queries and the
// unit tests share it.

export type CutoffRow = { payrollPeriod: string; cutoffDate: Date };

/** Without a cutoff calendar for the employee's provider and country, the spec's default: day 5 of the month. */
export const DEFAULT_CUTOFF_DAY = 5;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function nextMonthOf(day: string): string {
  const [y, m] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m, 1));
  return next.toISOString().slice(0, 7);
}

/**
 * The payroll month (yyyy-MM) an approval on `approvedOn` lands in: the period of the first cutoff on or after
 * that day (an approval on the cutoff day still makes it). `cutoffs` may be unsorted and span several cycles'
 * worth of periods; only dates matter.
 */
export function estimatePayrollMonth(approvedOn: Date, cutoffs: readonly CutoffRow[]): string {
  const day = isoDay(approvedOn);
  let best: CutoffRow | null = null;
  for (const c of cutoffs) {
    if (isoDay(c.cutoffDate) < day) continue;
    if (!best || c.cutoffDate < best.cutoffDate) best = c;
  }
  if (best) return `${best.payrollPeriod.slice(0, 4)}-${best.payrollPeriod.slice(4, 6)}`;
  const dayOfMonth = Number(day.slice(8, 10));
  return dayOfMonth <= DEFAULT_CUTOFF_DAY ? day.slice(0, 7) : nextMonthOf(day);
}
