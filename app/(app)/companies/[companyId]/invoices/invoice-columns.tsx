// The company invoices table's columns: number, period, amount, status, due date, download. Sortable columns carry
// accessors whose ids are the server's sort keys (lib/finance/company-invoice-schema.ts).
import type { ColumnDef } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { periodLabel, type CompanyInvoiceStatus } from "@/lib/finance/company-invoice-schema";
import type { CompanyInvoiceRow } from "@/lib/swr/use-company-invoices";
import { Pill } from "@/components/ui/misc";

const TONES: Record<CompanyInvoiceStatus, "error" | "warning" | "success"> = {
  OVERDUE: "error",
  PAYMENT_FAILED: "error",
  OPEN: "warning",
  PAID: "success",
};

export const INVOICE_COLUMNS: ColumnDef<CompanyInvoiceRow, unknown>[] = [
  {
    id: "number",
    accessorKey: "number",
    header: "Invoice number",
    cell: ({ row }) => (
      <span className="font-medium text-slate-900">
        {row.original.number}
        {row.original.isBenefit ? <span className="ml-2 text-xs text-slate-600">(benefits)</span> : null}
      </span>
    ),
  },
  {
    id: "period",
    accessorKey: "payrollPeriod",
    header: "Period",
    cell: ({ row }) => periodLabel(row.original.payrollPeriod),
  },
  {
    id: "invoiceDate",
    accessorKey: "invoiceDate",
    header: "Invoice date",
    cell: ({ row }) => formatDate(row.original.invoiceDate),
  },
  {
    id: "amount",
    accessorKey: "amount",
    header: "Amount",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
  },
  {
    id: "status",
    accessorKey: "status",
    header: "Status",
    cell: ({ row }) => <Pill tone={TONES[row.original.status]}>{row.original.statusLabel}</Pill>,
  },
  {
    id: "dueDate",
    accessorKey: "dueDate",
    header: "Due date",
    cell: ({ row }) => formatDate(row.original.dueDate),
  },
  {
    id: "download",
    header: () => <span className="sr-only">Download</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <a
        href={row.original.downloadUrl}
        download
        className="inline-flex min-h-10 items-center gap-1 text-indigo-700 underline"
        data-testid="invoice-download"
      >
        <Download aria-hidden className="h-4 w-4" />
        Download<span className="sr-only"> invoice {row.original.number} (CSV)</span>
      </a>
    ),
  },
];
