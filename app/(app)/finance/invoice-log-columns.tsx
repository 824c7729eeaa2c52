"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Pill } from "@/components/ui/misc";
import { INVOICE_TYPE_LABELS, invoiceLogStatusLabel } from "@/lib/finance/invoice-log-labels";
import type { InvoiceLogRow } from "@/lib/swr/use-invoice-logs";
import { formatMoney } from "@/lib/money";
import { countryName } from "@/lib/display";
import { formatDate } from "@/lib/dates";

const TONE = { Processed: "success", Submitted: "info", Failed: "error" } as const;

export function invoiceLogColumns({
  rows,
  selected,
  setSelected,
  toggle,
  allOnPage,
}: {
  rows: InvoiceLogRow[];
  selected: Set<string>;
  setSelected: React.Dispatch<React.SetStateAction<Set<string>>>;
  toggle: (id: string) => void;
  allOnPage: boolean;
}): ColumnDef<InvoiceLogRow, unknown>[] {
  return [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          aria-label="Select all rows on this page"
          className="h-4 w-4 accent-indigo-600"
          checked={allOnPage}
          onChange={() =>
            setSelected((s) => {
              const next = new Set(s);
              rows.forEach((r) => (allOnPage ? next.delete(r.id) : next.add(r.id)));
              return next;
            })
          }
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select invoice log of ${row.original.companyName}${row.original.employeeName ? `, ${row.original.employeeName}` : ""}`}
          className="h-4 w-4 accent-indigo-600"
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    { header: "Client", accessorKey: "companyName" },
    {
      header: "Employee",
      cell: ({ row }) =>
        row.original.employeeProfileLink ? (
          <a className="text-indigo-700 underline" href={row.original.employeeProfileLink}>
            {row.original.employeeName}
          </a>
        ) : (
          (row.original.employeeName ?? "-")
        ),
    },
    {
      header: "Country",
      cell: ({ row }) => (row.original.employeeCountry ? countryName(row.original.employeeCountry) : "-"),
    },
    { header: "Invoice type", cell: ({ row }) => INVOICE_TYPE_LABELS[row.original.invoiceType] },
    {
      header: "Amount",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => {
        const inv = row.original.simpleInvoice;
        return inv ? formatMoney(inv.totalAmount, inv.currency) : "-";
      },
    },
    { header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      header: "Status",
      cell: ({ row }) => {
        const label = invoiceLogStatusLabel(row.original.status);
        return <Pill tone={TONE[label]}>{label}</Pill>;
      },
    },
  ];
}
