// GET /api/back-office/jobs: per job type (pg-boss queue) what waits, runs, failed and completed over the last
// day and how long the oldest runnable job has waited, with every worker's heartbeat. Ages on the database's clock.
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { pgBossInstalled, recentlyFinished } from "@/lib/jobs/pgboss-tables";
import { RECENT_HOURS, WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import type { JobQueueSummary, JobsOverview, WorkerBeat } from "@/lib/jobs/response-schema";

const round = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10) / 10);

async function readQueues(): Promise<JobQueueSummary[]> {
  const rows = await queryRows<Omit<JobQueueSummary, "oldestQueuedAgeSeconds"> & { oldest: number | null }>(
    Prisma.sql`
      WITH waiting AS (
        SELECT name,
               count(*) FILTER (WHERE start_after <= now())::int AS queued,
               count(*) FILTER (WHERE start_after > now())::int AS scheduled,
               EXTRACT(epoch FROM now() - min(start_after) FILTER (WHERE start_after <= now()))::float8 AS oldest
          FROM pgboss.job WHERE state < 'active' GROUP BY name
      ), running AS (
        SELECT name, count(*)::int AS running FROM pgboss.job WHERE state = 'active' GROUP BY name
      ), finished AS (
        SELECT name,
               count(*) FILTER (WHERE state = 'failed')::int AS failed,
               count(*) FILTER (WHERE state = 'completed')::int AS completed
          FROM (${recentlyFinished(RECENT_HOURS, Prisma.sql`name, state`)}) f GROUP BY name
      )
      SELECT q.name,
             COALESCE(w.queued, 0) AS queued, COALESCE(w.scheduled, 0) AS scheduled, w.oldest,
             COALESCE(r.running, 0) AS running,
             COALESCE(f.failed, 0) AS "failedLastDay", COALESCE(f.completed, 0) AS "completedLastDay"
        FROM pgboss.queue q
        LEFT JOIN waiting w ON w.name = q.name
        LEFT JOIN running r ON r.name = q.name
        LEFT JOIN finished f ON f.name = q.name
       ORDER BY q.name`,
  );
  return rows.map(({ oldest, ...row }) => ({ ...row, oldestQueuedAgeSeconds: round(oldest) }));
}

export async function readWorkerBeats(): Promise<WorkerBeat[]> {
  type Row = Omit<WorkerBeat, "startedAt" | "beatAt" | "alive"> & { startedAt: Date; beatAt: Date };
  const rows = await queryRows<Row>(Prisma.sql`
    SELECT id, hostname, pid, "startedAt", "beatAt", "jobTypes",
           EXTRACT(epoch FROM (now() AT TIME ZONE 'UTC') - "beatAt")::float8 AS "ageSeconds"
      FROM "WorkerHeartbeat" ORDER BY "beatAt" DESC, id LIMIT 100`);
  return rows.map((row) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    beatAt: row.beatAt.toISOString(),
    ageSeconds: round(row.ageSeconds) ?? 0,
    alive: row.ageSeconds <= WORKER_BEAT_MAX_AGE_SECONDS,
  }));
}

export async function readJobOverview(): Promise<JobsOverview> {
  const installed = await pgBossInstalled();
  const [queues, workers] = await Promise.all([installed ? readQueues() : [], readWorkerBeats()]);
  return { installed, queues, workers };
}
