// The payroll month an employee's next pay belongs to: the month whose cutoff has not passed on `now`, by the
// cutoff calendar of their provider and country (the calculation expense approvals use), and that cutoff's day.
import "server-only";
import { estimatePayrollMonth } from "@/lib/payroll/cutoffs/estimate-payroll-month";
import { loadCutoffs } from "@/lib/payroll/cutoffs/load-cutoffs";

export async function nextPayPeriod(employee: { lspId: string | null; countryCode: string }, now: Date) {
  const cutoffs = (await loadCutoffs([employee], now))(employee);
  const period = estimatePayrollMonth(now, cutoffs).replace("-", "");
  const cutoff = cutoffs.filter((c) => c.payrollPeriod === period).sort((a, b) => +a.cutoffDate - +b.cutoffDate)[0];
  return { period, cutoffDate: cutoff ? cutoff.cutoffDate.toISOString().slice(0, 10) : null };
}
