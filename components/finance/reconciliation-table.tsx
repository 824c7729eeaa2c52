"use client";

// Per employee for one period: quoted cost (order form), pay-register total and invoiced amount, with the
// differences; a row whose difference is over 1% (or whose currencies disagree) is highlighted and says so.
import { useState } from "react";
import { SelectField } from "@/components/ui/field";
import { Pill } from "@/components/ui/misc";
import { useReconciliation, type Reconciliation } from "@/lib/swr/use-reconciliation";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { currencyDecimals, formatAmount } from "@/lib/money";

export function ReconciliationTable({ companyId, initial }: { companyId: string; initial: Reconciliation }) {
  const [period, setPeriod] = useState(initial.payrollPeriod);
  const { data } = useReconciliation(companyId, period, period === initial.payrollPeriod ? initial : undefined);
  const rows = data?.rows ?? [];
  if (!initial.payrollPeriod) return <p className="text-sm text-slate-700">Nothing invoiced yet.</p>;
  const amount = (v: string | null, currency: string) =>
    v === null ? "-" : formatAmount(v, currencyDecimals(currency));
  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <SelectField
          label="Payroll period"
          value={period ?? ""}
          onChange={(e) => setPeriod(e.target.value)}
          options={initial.periods.map((p) => ({ value: p, label: periodLabel(p) }))}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="reconciliation-table">
          <caption className="sr-only">Quoted, pay-register and invoiced cost per employee</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[
                "Employee",
                "Currency",
                "Quoted",
                "Pay register",
                "Invoiced",
                "Quoted - register",
                "Invoiced - register",
                "Check",
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-left font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.employeeId} className={r.flagged ? "bg-amber-50" : undefined} data-flagged={r.flagged}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {r.name}
                </th>
                <td className="px-3 py-2">{r.currency}</td>
                <td className="px-3 py-2 text-right tabular-nums">{amount(r.quoted, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{amount(r.register, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{amount(r.invoiced, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{amount(r.quoteVsRegister, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{amount(r.invoicedVsRegister, r.currency)}</td>
                <td className="px-3 py-2">
                  {r.flagged ? (
                    <Pill tone="warning">{r.currencyMismatch ? "Currency mismatch" : "Difference"}</Pill>
                  ) : (
                    <Pill tone="success">Matches</Pill>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
