// How a payslip's amounts and months read, the same on the PDF and the screens. Client-safe.
import { currencyDecimals, formatAmount, toDecimal, type DecimalInput } from "@/lib/money";
import { CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import { periodLabel } from "@/lib/payroll/company-reports/schema";

/** "EUR 1,234.50": the stored amount (decimal text, no float), with the currency's decimals, or more when the
 *  stored value has more (a payslip never hides a fraction the register holds). */
export function payslipAmount(value: DecimalInput, currency: string): string {
  const d = toDecimal(value);
  const places = Math.max(currencyDecimals(currency), d.decimalPlaces());
  return `${currency.toUpperCase()} ${formatAmount(d, places)}`;
}

/** "September 2026" for cycle 1, "September 2026, Off-cycle" otherwise. */
export function payslipTitle(period: string, cycle: PayrollCycleValue): string {
  return cycle === "CYCLE_1" ? periodLabel(period) : `${periodLabel(period)}, ${CYCLE_LABELS[cycle] ?? cycle}`;
}

/** The version line of a payslip: "" for an untouched first version. */
export function versionNote(p: { version: number; replacesVersion: number | null; replacedByVersion: number | null }) {
  if (p.replacedByVersion !== null) return `Version ${p.version}: replaced by version ${p.replacedByVersion}`;
  if (p.replacesVersion !== null)
    return `Version ${p.version}. Corrected: replaces the payslip of version ${p.replacesVersion}`;
  return p.version > 1 ? `Version ${p.version}` : "";
}
