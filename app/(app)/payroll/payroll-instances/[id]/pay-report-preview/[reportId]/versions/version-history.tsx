"use client";

// The status history of every version, newest first: when (UTC), which version, the change, by whom and the note
// (a reopen's or a cancelled reopen's reason).
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { statusLabel } from "@/components/ui/status-label";
import type { PayReportVersions } from "@/lib/payroll/versions/schema";
import { formatDateTime } from "@/lib/dates";

type Row = PayReportVersions["history"][number];

const COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: "when",
    header: "When",
    cell: ({ row }) => formatDateTime(row.original.when, { utc: true }),
  },
  { id: "version", header: "Version", cell: ({ row }) => `Version ${row.original.reportVersion}` },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) =>
      r.fromStatus ? `${statusLabel(r.fromStatus)} → ${statusLabel(r.toStatus)}` : statusLabel(r.toStatus),
  },
  { id: "by", header: "By", cell: ({ row }) => row.original.by },
  {
    id: "note",
    header: "Note",
    cell: ({ row }) => <span className="whitespace-pre-wrap break-words">{row.original.note ?? "—"}</span>,
  },
];

export function VersionHistory({ history }: { history: PayReportVersions["history"] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <DataTable caption="Status changes of every version, newest first" columns={COLUMNS} rows={history} />
    </section>
  );
}
