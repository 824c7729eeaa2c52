// Queue gauges for Prometheus, read at scrape time from pg-boss's tables and the worker heartbeats (the same
// sources as the back-office jobs page and readiness): runnable jobs waiting and the oldest one's age per type,
// running jobs, and how long ago the newest worker heartbeat was written. Served by GET /api/metrics.
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { pgBossInstalled, RUNNABLE } from "@/lib/jobs/pgboss-tables";
import { WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import { addCollector, gauge } from "@/lib/observability/metrics";

type QueueRow = { name: string; queued: number; running: number; oldest: number | null };
type BeatRow = { alive: number; newest: number | null };

export function registerQueueMetrics() {
  const depth = gauge("omni_job_queue_depth", "Runnable jobs waiting (created or retry, start time passed), by type", [
    "type",
  ]);
  const running = gauge("omni_job_running", "Jobs running now, by type", ["type"]);
  const oldest = gauge("omni_job_queue_oldest_age_seconds", "Age of the oldest runnable job, by type (0: none)", [
    "type",
  ]);
  const alive = gauge("omni_workers_alive", `Workers with a heartbeat in the last ${WORKER_BEAT_MAX_AGE_SECONDS} s`);
  const beatAge = gauge("omni_worker_heartbeat_age_seconds", "Seconds since the newest worker heartbeat");

  addCollector("job queues", async () => {
    if (await pgBossInstalled()) {
      const rows = await queryRows<QueueRow>(Prisma.sql`
        SELECT q.name,
               (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND ${RUNNABLE})::int AS queued,
               (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state = 'active')::int AS running,
               (SELECT EXTRACT(epoch FROM now() - min(j.start_after)) FROM pgboss.job j
                 WHERE j.name = q.name AND ${RUNNABLE})::float8 AS oldest
          FROM pgboss.queue q`);
      for (const row of rows) {
        depth.set({ type: row.name }, row.queued);
        running.set({ type: row.name }, row.running);
        oldest.set({ type: row.name }, row.oldest ?? 0);
      }
    }
    const [beat] = await queryRows<BeatRow>(Prisma.sql`
      SELECT count(*) FILTER (WHERE "beatAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${WORKER_BEAT_MAX_AGE_SECONDS}))::int AS alive,
             EXTRACT(epoch FROM (now() AT TIME ZONE 'UTC') - max("beatAt"))::float8 AS newest
        FROM "WorkerHeartbeat"`);
    alive.set(beat?.alive ?? 0);
    // No heartbeat ever written: report a large age, so the alert fires on a product that never had a worker.
    beatAge.set(beat?.newest ?? Number.MAX_SAFE_INTEGER);
  });
}
