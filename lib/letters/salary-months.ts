// A salary certificate's figures: gross and net per month over the last 3 or 12 months of the employee's published
// payslips, read with the payslip readers (lib/payslips/payslip-rows.ts) so the letter shows what the payslips show.
// The window ends with the month of the newest payslip; a month in it without one says so.
import { currentMonthTotals, payslipRows } from "@/lib/payslips/payslip-rows";
import type { LetterFacts } from "@/lib/letters/render-letter";

/** The `count` months (yyyyMM) ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const year = Number(last.slice(0, 4));
  const month = Number(last.slice(4, 6)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** Null when the employee has no published payslip at all. */
export async function salaryMonths(employeeId: string, count: number): Promise<LetterFacts["salary"] | null> {
  const [newest] = await payslipRows(employeeId, { limit: 1 });
  if (!newest) return null;
  const months = monthsEndingWith(newest.period, count);
  const totals = await currentMonthTotals(employeeId, months[0], months[months.length - 1]);
  return months.flatMap((period): LetterFacts["salary"] => {
    const found = totals.filter((t) => t.period === period);
    if (found.length === 0) return [{ period, currency: null, gross: null, net: null }];
    return found.map((t) => ({ period, currency: t.currency, gross: t.gross, net: t.net }));
  });
}
