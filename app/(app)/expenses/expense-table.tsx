"use client";

import Link from "next/link";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { EXPENSE_CATEGORIES, STATUS_LABELS, type ExpenseStatusValue } from "@/lib/expenses/schema";
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

/** A plain accessible table; with `selected` a checkbox column for bulk approve. */
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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {selected ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              Title
            </th>
            {showEmployee ? (
              <th scope="col" className="px-3 py-2">
                Employee
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              Category
            </th>
            <th scope="col" className="px-3 py-2">
              Date spent
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Payroll month
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className="border-t border-slate-100" data-expense-id={e.id}>
              {selected ? (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Select ${e.title}`}
                    checked={selected.has(e.id)}
                    onChange={() => onToggle?.(e.id)}
                    // Nobody approves an amount they may not see (lib/access/expense.ts mayDecideExpense).
                    disabled={!e.amount || (e.status !== "PENDING" && e.status !== "CHANGE_MADE")}
                  />
                </td>
              ) : null}
              <td className="px-3 py-2">
                <Link className="text-indigo-700 underline-offset-2 hover:underline" href={`/expenses/${e.id}`}>
                  {e.title}
                </Link>
              </td>
              {showEmployee ? <td className="px-3 py-2">{e.employeeName}</td> : null}
              <td className="px-3 py-2 capitalize">{EXPENSE_CATEGORIES[e.category]}</td>
              <td className="px-3 py-2">{formatDate(e.dateSpent)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {e.amount ? (
                  formatMoney(e.amount.amount, e.amount.currency)
                ) : (
                  <span className="text-slate-600">Hidden</span>
                )}
              </td>
              <td className="px-3 py-2">
                <ExpenseStatusPill status={e.status} />
              </td>
              <td className="px-3 py-2">{monthLabel(e.estimatedPayrollMonth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
