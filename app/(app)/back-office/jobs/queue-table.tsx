"use client";

// One row per job type (pg-boss queue): what waits, runs and finished over the last day, and how long the oldest
// runnable job has waited (flagged past the readiness limit). A list of cards on phones.
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, Pill } from "@/components/ui/misc";
import { QUEUE_WAIT_MAX_SECONDS } from "@/lib/jobs/schema";
import type { JobQueueSummary } from "@/lib/jobs/response-schema";
import { formatAge } from "./format";

const NUMBER = { className: "text-right tabular-nums" };

function OldestWait({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <>-</>;
  if (seconds <= QUEUE_WAIT_MAX_SECONDS) return <>{formatAge(seconds)}</>;
  return <Pill tone="warning">{formatAge(seconds)} (waiting too long)</Pill>;
}

const COLUMNS: ColumnDef<JobQueueSummary, unknown>[] = [
  { header: "Job type", accessorKey: "name", meta: { className: "break-words" } },
  { header: "Queued", accessorKey: "queued", meta: NUMBER },
  { header: "Scheduled", accessorKey: "scheduled", meta: NUMBER },
  { header: "Running", accessorKey: "running", meta: NUMBER },
  {
    header: "Failed (24 h)",
    meta: NUMBER,
    cell: ({ row }) =>
      row.original.failedLastDay > 0 ? (
        <Pill tone="error">{row.original.failedLastDay}</Pill>
      ) : (
        row.original.failedLastDay
      ),
  },
  { header: "Completed (24 h)", accessorKey: "completedLastDay", meta: NUMBER },
  { header: "Oldest queued", cell: ({ row }) => <OldestWait seconds={row.original.oldestQueuedAgeSeconds} /> },
];

/** The phone card's figures: label and value, three to a row. */
const PHONE_FIGURES: [string, (q: JobQueueSummary) => React.ReactNode][] = [
  ["Queued", (q) => q.queued],
  ["Scheduled", (q) => q.scheduled],
  ["Running", (q) => q.running],
  ["Failed (24 h)", (q) => q.failedLastDay],
  ["Completed (24 h)", (q) => q.completedLastDay],
  ["Oldest queued", (q) => <OldestWait seconds={q.oldestQueuedAgeSeconds} />],
];

export function QueueTable({
  queues,
  installed,
  loading,
}: {
  queues: JobQueueSummary[];
  installed: boolean;
  loading: boolean;
}) {
  if (!loading && queues.length === 0)
    return (
      <EmptyState
        title="No job queues yet"
        description={
          installed ? "No job type has been used yet." : "The queue's tables are created when the worker first starts."
        }
      />
    );
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption="Job queues: counts per job type over the last day"
          columns={COLUMNS}
          rows={queues}
          getRowId={(q) => q.name}
          loading={loading}
          rowProps={(q) => ({ "data-testid": "job-queue-row", "data-queue": q.name })}
        />
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Job queues">
        {queues.map((q) => (
          <li key={q.name} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="break-all font-medium text-slate-900">{q.name}</p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-slate-700">
              {PHONE_FIGURES.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="font-medium tabular-nums text-slate-900">{value(q)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
