// GET /api/employees/{employeeId}/pay-history: the employee's gross and net per month and currency over the last
// 12 months (this month and the 11 before it), and the year to date per currency. The same current payslips as the
// list (the latest published version of each pay report), summed exactly.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { currentMonthTotals, sumByCurrency } from "@/lib/payslips/payslip-rows";
import type { PayHistory } from "@/lib/payslips/schema";

const yyyyMM = (year: number, monthIndex: number) => {
  const d = new Date(Date.UTC(year, monthIndex, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
};

/** The 12 months ending with asOf's month (UTC), and its year; the window always starts in or before January. */
export function historyWindow(asOf: Date) {
  const year = asOf.getUTCFullYear();
  const month = asOf.getUTCMonth();
  return { from: yyyyMM(year, month - 11), to: yyyyMM(year, month), year };
}

export async function getPayHistory(actor: Actor, employeeId: string, asOf = new Date()): Promise<PayHistory> {
  const employee = await findPayslipEmployeeOrThrow(actor, employeeId);
  const { from, to, year } = historyWindow(asOf);
  const months = await currentMonthTotals(employee.id, from, to);
  const thisYear = months.filter((m) => m.period >= `${year}01`);
  return { from, to, months, yearToDate: { year, totals: sumByCurrency(thisYear) } };
}
