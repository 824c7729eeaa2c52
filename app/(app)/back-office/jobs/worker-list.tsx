"use client";

// The worker processes by their heartbeat (table WorkerHeartbeat): alive while the newest beat is recent.
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, Pill } from "@/components/ui/misc";
import type { WorkerBeat } from "@/lib/jobs/response-schema";
import { formatAge, when } from "./format";

const Status = ({ alive }: { alive: boolean }) =>
  alive ? <Pill tone="success">Alive</Pill> : <Pill tone="error">Not responding</Pill>;

const COLUMNS: ColumnDef<WorkerBeat, unknown>[] = [
  { header: "Host", accessorKey: "hostname", meta: { className: "break-all" } },
  { header: "PID", accessorKey: "pid", meta: { className: "tabular-nums" } },
  { header: "Started", cell: ({ row }) => when(row.original.startedAt) },
  {
    header: "Last beat",
    cell: ({ row }) => <span title={when(row.original.beatAt)}>{formatAge(row.original.ageSeconds)} ago</span>,
  },
  { header: "Job types", accessorKey: "jobTypes", meta: { className: "text-right tabular-nums" } },
  { header: "Status", cell: ({ row }) => <Status alive={row.original.alive} /> },
];

export function WorkerList({ workers, loading }: { workers: WorkerBeat[]; loading: boolean }) {
  if (!loading && workers.length === 0)
    return (
      <EmptyState
        title="No worker has reported"
        description="Background jobs wait until a worker process starts (npm start runs one next to the web server)."
      />
    );
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption="Worker processes and their last heartbeat"
          columns={COLUMNS}
          rows={workers}
          getRowId={(w) => w.id}
          loading={loading}
          rowProps={() => ({ "data-testid": "worker-row" })}
        />
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Worker processes">
        {workers.map((w) => (
          <li key={w.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="break-all font-medium text-slate-900">
                {w.hostname} · PID {w.pid}
              </p>
              <Status alive={w.alive} />
            </div>
            <p className="mt-1 text-slate-600">
              Started {when(w.startedAt)} · last beat {formatAge(w.ageSeconds)} ago · {w.jobTypes} job types
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
