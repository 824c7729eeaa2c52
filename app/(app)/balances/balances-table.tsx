"use client";

// The client balance per currency: one row per field of the balance entity, one column per currency.
import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import type { BalanceRow } from "@/lib/finance/dto";
import { currencyDecimals, formatAmount } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { currencyLabel } from "@/lib/display";

type Field = { field: keyof BalanceRow; label: string };

const FIELDS: Field[] = [
  { field: "accountBalance", label: "Account balance" },
  { field: "payrollBalanceUnpaid", label: "Payroll balance unpaid" },
  { field: "depositBalanceUnpaid", label: "Deposit balance unpaid" },
  { field: "prepaymentBalanceUnpaid", label: "Prepayment balance unpaid" },
  { field: "creditBalanceUnapplied", label: "Credit balance unapplied" },
  { field: "payrollBalanceUnapplied", label: "Payroll balance unapplied" },
  { field: "depositBalanceUnapplied", label: "Deposit balance unapplied" },
  { field: "prepaymentBalanceUnapplied", label: "Prepayment balance unapplied" },
  { field: "cashBalanceUnapplied", label: "Cash balance unapplied" },
  { field: "depositBalancePaid", label: "Deposit balance paid" },
  { field: "prepaymentBalancePaid", label: "Prepayment balance paid" },
  { field: "depositAndPrepaymentBalanceHeld", label: "Deposit and prepayment balance held" },
  { field: "daysOverdue", label: "Days overdue" },
  { field: "isPausedUpsell", label: "Upsell paused" },
  { field: "lastSyncedAt", label: "Last synced" },
];

function valueOf(row: BalanceRow, field: keyof BalanceRow) {
  const value = row[field];
  if (field === "daysOverdue") return value ? `${value} days` : "Not overdue";
  if (field === "isPausedUpsell") return value ? "Yes" : "No";
  if (field === "lastSyncedAt") return value ? formatDate(value as string) : "-";
  return formatAmount(value as string, currencyDecimals(row.currency));
}

const LABEL_COLUMN: ColumnDef<Field, unknown> = {
  id: "label",
  header: "Balance",
  meta: { rowHeader: true },
  cell: ({ row }) => row.original.label,
};

export function BalancesTable({ balances }: { balances: BalanceRow[] }) {
  const columns = useMemo<ColumnDef<Field, unknown>[]>(
    () => [
      LABEL_COLUMN,
      ...balances.map((b): ColumnDef<Field, unknown> => ({
        id: b.currency,
        header: currencyLabel(b.currency),
        meta: { className: "text-right tabular-nums" },
        cell: ({ row }) => valueOf(b, row.original.field),
      })),
    ],
    [balances],
  );
  return (
    <DataTable
      caption="Client balance per currency"
      columns={columns}
      rows={FIELDS}
      getRowId={(f) => f.field}
      testId="balances-table"
    />
  );
}
