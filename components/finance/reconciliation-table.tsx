"use client";

// Per employee for one period: quoted cost (order form), pay-register total and invoiced amount, with the
// differences; a row whose difference is over 1% (or whose currencies disagree) is highlighted and says so.
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { Pill } from "@/components/ui/misc";
import { useReconciliation, type Reconciliation } from "@/lib/swr/use-reconciliation";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { formatMoney } from "@/lib/money";

type Row = Reconciliation["rows"][number];

const amount = (v: string | null, currency: string) => (v === null ? "-" : formatMoney(v, currency));

const money = (id: keyof Row & string, header: string): ColumnDef<Row, unknown> => ({
  id,
  header,
  meta: { className: "text-right tabular-nums" },
  cell: ({ row }) => amount(row.original[id] as string | null, row.original.currency),
});

const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: "employee", header: "Employee", meta: { rowHeader: true }, cell: ({ row }) => row.original.name },
  money("quoted", "Quoted"),
  money("register", "Pay register"),
  money("invoiced", "Invoiced"),
  money("quoteVsRegister", "Quoted - register"),
  money("invoicedVsRegister", "Invoiced - register"),
  {
    id: "check",
    header: "Check",
    cell: ({ row: { original: r } }) =>
      r.flagged ? (
        <Pill tone="warning">{r.currencyMismatch ? "Currency mismatch" : "Difference"}</Pill>
      ) : (
        <Pill tone="success">Matches</Pill>
      ),
  },
];

export function ReconciliationTable({ companyId, initial }: { companyId: string; initial: Reconciliation }) {
  const [period, setPeriod] = useState(initial.payrollPeriod);
  const { data } = useReconciliation(companyId, period, period === initial.payrollPeriod ? initial : undefined);
  const rows = data?.rows ?? [];
  if (!initial.payrollPeriod) return <p className="text-sm text-slate-700">Nothing invoiced yet.</p>;
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
      <DataTable
        caption="Quoted, pay-register and invoiced cost per employee"
        columns={COLUMNS}
        rows={rows}
        getRowId={(r) => r.employeeId}
        rowProps={(r) => ({
          className: r.flagged ? "bg-amber-50" : undefined,
          "data-flagged": String(r.flagged),
        })}
        testId="reconciliation-table"
      />
    </div>
  );
}
