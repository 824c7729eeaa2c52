"use client";

// A pay report file's status log on its data-frame page (the kit's DataTable): when (UTC), status, by whom, note.
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";

export type StatusHistoryRow = { when: string; status: string; by: string; note?: string | null };

const COLUMNS: ColumnDef<StatusHistoryRow, unknown>[] = [
  { id: "when", header: "When", cell: ({ row }) => row.original.when },
  { id: "status", header: "Status", cell: ({ row }) => row.original.status },
  { id: "by", header: "By", cell: ({ row }) => row.original.by },
  // Issue 27: a reopen's (or a cancelled reopen's) reason.
  { id: "note", header: "Note", cell: ({ row }) => row.original.note ?? "—" },
];

export function StatusHistoryTable({ rows }: { rows: StatusHistoryRow[] }) {
  return <DataTable caption="Status changes, newest first" columns={COLUMNS} rows={rows} />;
}
