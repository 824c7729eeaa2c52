"use client";

// The country-detail page's pay report files (the kit's DataTable): file (link to its data frame), provider, cycle,
// period, status, employees and total. Rows arrive as plain text from the server page.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { DataTable } from "@/components/ui/data-table";
import { StatusPill } from "@/components/payroll/shared";

export type CountryFileRow = {
  id: string;
  href: string;
  fileName: string;
  provider: string;
  cycle: string;
  period: string;
  status: string;
  employees: number;
  total: string;
};

const link =
  "text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";
const right = { className: "text-right tabular-nums" };

const COLUMNS: ColumnDef<CountryFileRow, unknown>[] = [
  {
    id: "file",
    header: "File",
    cell: ({ row }) => (
      <Link href={row.original.href} className={link}>
        {row.original.fileName}
      </Link>
    ),
  },
  { id: "provider", header: "Provider", cell: ({ row }) => row.original.provider },
  { id: "cycle", header: "Cycle", cell: ({ row }) => row.original.cycle },
  { id: "period", header: "Period", cell: ({ row }) => row.original.period },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <StatusPill status={row.original.status as PayReportStatusValue} />,
  },
  { id: "employees", header: "Employees", meta: right, cell: ({ row }) => row.original.employees },
  { id: "total", header: "Total", meta: right, cell: ({ row }) => row.original.total },
];

export function CountryFilesTable({ caption, rows }: { caption: string; rows: CountryFileRow[] }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={rows} getRowId={(r) => r.id} />;
}
