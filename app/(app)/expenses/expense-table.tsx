"use client";

import { createContext, useContext, useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { EXPENSE_CATEGORIES, STATUS_LABELS, type ExpenseStatusValue } from "@/lib/expenses/schema";
import { DataTable } from "@/components/ui/data-table";
import { Pill } from "@/components/ui/misc";
import type { ExpenseItem } from "./expense-view";

const TONES: Partial<Record<ExpenseStatusValue, "success" | "warning" | "error" | "info">> = {
  APPROVED: "success",
  PAID: "success",
  INFO_NEEDED: "warning",
  CHANGE_MADE: "info",
  REJECTED: "error",
};

export function ExpenseStatusPill({ status }: { status: ExpenseStatusValue }) {
  return <Pill tone={TONES[status] ?? "neutral"}>{STATUS_LABELS[status]}</Pill>;
}

export const monthLabel = (month: string | null) =>
  month
    ? new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })
    : "—";

// The selection lives in a context, not in the columns: toggling a box must not rebuild (remount) the rows.
const Selection = createContext<{ selected?: Set<string>; onToggle?: (id: string) => void }>({});

function SelectBox({ expense: e }: { expense: ExpenseItem }) {
  const { selected, onToggle } = useContext(Selection);
  return (
    <input
      type="checkbox"
      aria-label={`Select ${e.title}`}
      checked={selected?.has(e.id) ?? false}
      onChange={() => onToggle?.(e.id)}
      // Nobody approves an amount they may not see (lib/access/expense.ts mayDecideExpense).
      disabled={!e.amount || (e.status !== "PENDING" && e.status !== "CHANGE_MADE")}
    />
  );
}

const SELECT_COLUMN: ColumnDef<ExpenseItem, unknown> = {
  id: "select",
  header: () => <span className="sr-only">Select</span>,
  cell: ({ row }) => <SelectBox expense={row.original} />,
};
const TITLE_COLUMN: ColumnDef<ExpenseItem, unknown> = {
  id: "title",
  header: "Title",
  meta: { rowLink: true },
  cell: ({ row }) => <span className="text-indigo-700 underline-offset-2">{row.original.title}</span>,
};
const EMPLOYEE_COLUMN: ColumnDef<ExpenseItem, unknown> = {
  id: "employee",
  header: "Employee",
  cell: ({ row }) => row.original.employeeName,
};
const REST_COLUMNS: ColumnDef<ExpenseItem, unknown>[] = [
  {
    id: "category",
    header: "Category",
    meta: { className: "capitalize" },
    cell: ({ row }) => EXPENSE_CATEGORIES[row.original.category],
  },
  { id: "dateSpent", header: "Date spent", cell: ({ row }) => formatDate(row.original.dateSpent) },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row: { original: e } }) =>
      e.amount ? formatMoney(e.amount.amount, e.amount.currency) : <span className="text-slate-600">Hidden</span>,
  },
  { id: "status", header: "Status", cell: ({ row }) => <ExpenseStatusPill status={row.original.status} /> },
  { id: "payrollMonth", header: "Payroll month", cell: ({ row }) => monthLabel(row.original.estimatedPayrollMonth) },
];

/** The expenses list; with `selected` a checkbox column for bulk approve. Each row leads to its expense. */
export function ExpenseTable({
  caption,
  rows,
  showEmployee,
  selected,
  onToggle,
}: {
  caption: string;
  rows: ExpenseItem[];
  showEmployee?: boolean;
  selected?: Set<string>;
  onToggle?: (id: string) => void;
}) {
  const selectable = !!selected;
  const columns = useMemo(
    () => [
      ...(selectable ? [SELECT_COLUMN] : []),
      TITLE_COLUMN,
      ...(showEmployee ? [EMPLOYEE_COLUMN] : []),
      ...REST_COLUMNS,
    ],
    [selectable, showEmployee],
  );
  return (
    <Selection.Provider value={{ selected, onToggle }}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        rowHref={(e) => `/expenses/${e.id}`}
        rowProps={(e) => ({ "data-expense-id": e.id })}
      />
    </Selection.Provider>
  );
}
