// Completion dates of a termination request (pure, shared by the use case and its tests).
export const asUtcDay = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

/** The last payroll date: the last-employment answer, or the last day of the last working day's month. */
export function lastPayrollDateOf(lastWorkingDay: string, lastEmploymentDate: string | undefined): Date {
  if (lastEmploymentDate) return asUtcDay(lastEmploymentDate);
  const d = asUtcDay(lastWorkingDay);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}
