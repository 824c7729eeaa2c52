"use client";

// Background jobs: a warning when no worker is alive or a queue waits too long (what GET /api/ready checks), the
// counts per job type, the failed jobs of the last day with Retry, and the workers' heartbeats. Read again every
// 10 s (lib/swr/use-jobs.ts).
import { Banner, Card } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { useJobsOverview } from "@/lib/swr/use-jobs";
import { QUEUE_WAIT_MAX_SECONDS, WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import type { JobsOverview } from "@/lib/jobs/response-schema";
import { QueueTable } from "./queue-table";
import { FailedJobs } from "./failed-jobs";
import { WorkerList } from "./worker-list";
import { formatAge } from "./format";

function HealthBanners({ overview }: { overview: JobsOverview }) {
  const waiting = overview.queues.filter((q) => (q.oldestQueuedAgeSeconds ?? 0) > QUEUE_WAIT_MAX_SECONDS);
  return (
    <>
      {overview.workers.some((w) => w.alive) ? null : (
        <Banner tone="warning" title="No worker is running: background jobs wait until one starts.">
          No heartbeat in the last {WORKER_BEAT_MAX_AGE_SECONDS} s.
        </Banner>
      )}
      {waiting.length > 0 ? (
        <Banner tone="warning" title={`Jobs have waited more than ${formatAge(QUEUE_WAIT_MAX_SECONDS)}.`}>
          {waiting.map((q) => `${q.name} (${formatAge(q.oldestQueuedAgeSeconds)})`).join(", ")}
        </Banner>
      ) : null}
    </>
  );
}

export function JobsClient() {
  const { data, error, isLoading, mutate } = useJobsOverview();
  return (
    <div className="space-y-6">
      {error ? (
        <Banner
          tone="error"
          title="Could not read the job queues."
          action={
            <Button variant="secondary" onClick={() => mutate()}>
              Try again
            </Button>
          }
        />
      ) : null}
      {data ? <HealthBanners overview={data} /> : null}
      <Card title="Queues">
        <QueueTable queues={data?.queues ?? []} installed={data?.installed ?? true} loading={isLoading} />
      </Card>
      <Card title="Failed in the last day">
        <FailedJobs onRetried={() => mutate()} />
      </Card>
      <Card title="Workers">
        <WorkerList workers={data?.workers ?? []} loading={isLoading} />
      </Card>
    </div>
  );
}
