"use client";

// The signed packs table: the report (file, country, provider), whose part (the whole report, or one client
// company's), period and cycle, version, key and the download.
import type { ColumnDef } from "@tanstack/react-table";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import type { PackSummary } from "@/lib/payroll/packs/schema";
import { statusLabel } from "@/components/ui/status-label";

const LINK =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export const PACK_COLUMNS: ColumnDef<PackSummary, unknown>[] = [
  {
    id: "report",
    header: "Pay report",
    meta: { rowHeader: true },
    cell: ({ row }) => <span className="break-all">{row.original.fileName}</span>,
  },
  {
    id: "part",
    header: "Part",
    cell: ({ row }) => row.original.companyName ?? (row.original.companyId ? "A company" : "Whole report"),
  },
  {
    id: "where",
    header: "Country and provider",
    cell: ({ row }) => `${row.original.country} · ${row.original.providerName ?? "–"}`,
  },
  {
    id: "period",
    header: "Period",
    cell: ({ row }) => `${periodLabel(row.original.payrollPeriod)} (${row.original.payrollCycle.replace("_", " ")})`,
  },
  { id: "version", header: "Version", meta: { className: "tabular-nums" }, cell: ({ row }) => row.original.version },
  { id: "status", header: "Status", cell: ({ row }) => statusLabel(row.original.status) },
  {
    id: "download",
    header: () => <span className="sr-only">Download</span>,
    meta: { className: "text-right" },
    cell: ({ row }) => (
      <a
        href={row.original.downloadUrl}
        download
        className={LINK}
        aria-label={`Download pack ${row.original.fileName} version ${row.original.version}${
          row.original.companyId ? ` for ${row.original.companyName ?? row.original.companyId}` : ""
        }`}
      >
        Download pack
      </a>
    ),
  },
];
