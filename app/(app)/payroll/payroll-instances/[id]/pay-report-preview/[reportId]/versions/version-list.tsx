"use client";

// The versions of the report, oldest first: each opens its own preview and versions page.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { StatusPill } from "@/components/payroll/shared";
import { formatAmount } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import type { PayReportVersions } from "@/lib/payroll/versions/schema";

type Row = PayReportVersions["versions"][number] & { base: string; current: boolean };

const link =
  "text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";

const COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: "version",
    header: "Version",
    cell: ({ row: { original: r } }) =>
      r.current ? (
        <span aria-current="page" className="font-semibold">
          Version {r.reportVersion} (this one)
        </span>
      ) : (
        <Link href={`${r.base}/pay-report-preview/${r.id}/versions`} className={link}>
          Version {r.reportVersion}
        </Link>
      ),
  },
  { id: "file", header: "File", cell: ({ row }) => <span className="break-all">{row.original.fileName}</span> },
  { id: "status", header: "Status", cell: ({ row }) => <StatusPill status={row.original.processingStatus} /> },
  {
    id: "total",
    header: "Total",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row: { original: r } }) => (r.total === null ? "-" : `${r.currency ?? ""} ${formatAmount(r.total)}`),
  },
  { id: "uploaded", header: "Uploaded", cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: "preview",
    header: "Preview",
    cell: ({ row: { original: r } }) => (
      <Link href={`${r.base}/pay-report-preview/${r.id}`} className={link}>
        Preview version {r.reportVersion}
      </Link>
    ),
  },
];

export function VersionList({
  versions,
  currentId,
  base,
}: {
  versions: PayReportVersions["versions"];
  currentId: string;
  base: string;
}) {
  const rows = versions.map((v) => ({ ...v, base, current: v.id === currentId }));
  return (
    <section aria-labelledby="versions-heading" className="space-y-2">
      <h2 id="versions-heading" className="text-lg font-semibold text-slate-900">
        Versions
      </h2>
      <DataTable
        caption="Versions of this pay report, oldest first"
        columns={COLUMNS}
        rows={rows}
        getRowId={(r) => r.id}
      />
    </section>
  );
}
