// A payroll period's first and last day (yyyy-MM-dd) from its yyyyMM.
export function periodBounds(period: string): { first: string; lastDay: string } {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(4, 6));
  const first = `${period.slice(0, 4)}-${period.slice(4, 6)}-01`;
  return { first, lastDay: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
}
