"use client";

// The jobs that failed over the last day, newest first, in keyset pages: reason, job type, when, retries used,
// the ids the job worked for, and Retry behind a confirmation. A list of cards on phones.
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState } from "@/components/ui/misc";
import { apiFetch } from "@/lib/http/client";
import { toastApiRefusal } from "@/components/ui/api-error";
import { useFailedJobs } from "@/lib/swr/use-jobs";
import type { FailedJob, RetriedJob } from "@/lib/jobs/response-schema";
import { when } from "./format";

const entitiesText = (job: FailedJob) => job.entities.map((e) => `${e.key}: ${e.value}`).join(", ") || "-";

function RetryButton({ job, onRetry }: { job: FailedJob; onRetry: (job: FailedJob) => void }) {
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      disabled={job.archived}
      title={job.archived ? "Archived by the queue: it can no longer be retried" : undefined}
      aria-label={`Retry ${job.name} job that failed ${when(job.failedAt)}`}
      onClick={() => onRetry(job)}
    >
      Retry
    </Button>
  );
}

export function FailedJobs({ onRetried }: { onRetried: () => void }) {
  const [keys, setKeys] = useState<(string | null)[]>([null]);
  const { data, error, isLoading, mutate } = useFailedJobs(keys[keys.length - 1]);
  const [toRetry, setToRetry] = useState<FailedJob | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = data?.items ?? [];

  const retry = async () => {
    if (!toRetry) return;
    setBusy(true);
    try {
      await apiFetch<RetriedJob>(`/api/back-office/jobs/${encodeURIComponent(toRetry.id)}/retry`, { method: "POST" });
      toast.success(`${toRetry.name}: queued again`);
      setToRetry(null);
    } catch (e) {
      toastApiRefusal(e);
      setToRetry(null);
    } finally {
      setBusy(false);
      await mutate();
      onRetried();
    }
  };

  // Stable between renders: a cell renders as a component, and new columns would remount the rows, so closing the
  // confirmation (a re-render) would leave focus nowhere instead of on the Retry button that opened it.
  const columns = useMemo<ColumnDef<FailedJob, unknown>[]>(
    () => [
      { header: "Failed", cell: ({ row }) => when(row.original.failedAt) },
      { header: "Job type", accessorKey: "name", meta: { className: "break-words" } },
      {
        header: "Reason",
        meta: { className: "max-w-md break-words" },
        cell: ({ row }) => row.original.reason ?? "No reason recorded",
      },
      { header: "For", meta: { className: "break-words" }, cell: ({ row }) => entitiesText(row.original) },
      {
        header: "Retries used",
        meta: { className: "text-right tabular-nums" },
        cell: ({ row }) => `${row.original.retriesUsed} of ${row.original.retryLimit}`,
      },
      {
        header: () => <span className="sr-only">Actions</span>,
        id: "actions",
        cell: ({ row }) => <RetryButton job={row.original} onRetry={setToRetry} />,
      },
    ],
    [],
  );

  return (
    <div className="space-y-3">
      {error ? <Banner tone="error" title="Could not read the failed jobs." /> : null}
      {!error && !isLoading && rows.length === 0 ? (
        <EmptyState title="No failed jobs" description="No job has failed over the last day." />
      ) : null}
      {rows.length > 0 ? (
        <>
          <div className="hidden md:block">
            <DataTable
              caption="Jobs failed over the last day, newest first"
              columns={columns}
              rows={rows}
              getRowId={(j) => j.id}
              loading={isLoading}
              rowProps={() => ({ "data-testid": "failed-job-row" })}
            />
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Failed jobs">
            {rows.map((job) => (
              <li key={job.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
                <p className="break-all font-medium text-slate-900">{job.name}</p>
                <p className="break-words text-slate-800">{job.reason ?? "No reason recorded"}</p>
                <p className="break-all text-slate-600">
                  {when(job.failedAt)} · retries {job.retriesUsed} of {job.retryLimit} · for {entitiesText(job)}
                </p>
                <RetryButton job={job} onRetry={setToRetry} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {keys.length > 1 || data?.nextPageKey ? (
        <Pager
          label="Failed job pages"
          pageIndex={keys.length - 1}
          hasNext={!!data?.nextPageKey}
          onPageIndexChange={(index) =>
            index < keys.length - 1
              ? setKeys((k) => k.slice(0, index + 1))
              : data?.nextPageKey && setKeys((k) => [...k, data.nextPageKey])
          }
        />
      ) : null}
      <ConfirmDialog
        open={!!toRetry}
        onOpenChange={(open) => !open && setToRetry(null)}
        title="Retry this job?"
        description={
          toRetry
            ? `${toRetry.name} runs once more${toRetry.entities.length ? ` for ${entitiesText(toRetry)}` : ""}. Retry only once the reason is fixed: “${toRetry.reason ?? "no reason recorded"}”.`
            : ""
        }
        confirmLabel="Retry"
        busy={busy}
        onConfirm={retry}
      />
    </div>
  );
}
