// The worker process's engine: serves every job type with its handler, each job under its advisory lock
// (job-lock.ts), failing alone; beats a heartbeat; recovers jobs of dead workers; runs the domains' periodic
// sweeps. Platform code: scripts/worker.ts passes the domains' handlers in. Any number of workers may run on
// one database: pg-boss hands each job to one of them, and locks tell a dead worker's jobs from live ones.
import { getBoss, ensureQueue, type JobHandler } from "@/lib/jobs/queue";
import { openJobLocks } from "@/lib/jobs/job-lock";
import { startHeartbeat } from "@/lib/jobs/heartbeat";
import { isRetryable, readableReason } from "@/lib/jobs/job-failure";
import { recoverOrphanedJobs } from "@/lib/jobs/recover-orphaned-jobs";
import { installProcessGuards } from "@/lib/jobs/process-guards";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { recordJob } from "@/lib/observability/job-log";
import { serveWorkerMetrics } from "@/lib/observability/serve-metrics";

export type Sweep = { name: string; everyMs: number; run: () => Promise<number | void>; message?: string };

export type WorkerOptions = {
  handlers: Record<string, JobHandler>;
  /** name -> jobs of that type this process runs at once (default 1). */
  concurrency?: Record<string, number>;
  /** name -> cron (UTC) */
  schedules: Record<string, string>;
  sweeps: Sweep[];
};

const ORPHAN_SWEEP_MS = 5_000;

export async function runWorker({ handlers, concurrency = {}, schedules, sweeps }: WorkerOptions) {
  installProcessGuards("worker");
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  const locks = await openJobLocks(connectionString, (error) => {
    // Its locks are gone, so other workers would take this one's running jobs for orphans: stop now.
    logger().fatal({ msg: "lock connection lost: exiting for a restart", reason: error.message });
    process.exit(1);
  });
  const boss = await getBoss();
  const timers: NodeJS.Timeout[] = [];
  const every = (sweep: Sweep) => {
    const run = () =>
      sweep
        .run()
        .then((n) => {
          if (typeof n === "number" && n > 0)
            logger().info({ msg: `${sweep.name}: ${n} ${sweep.message ?? "item(s)"}`, sweep: sweep.name, count: n });
        })
        .catch((error) =>
          logger().error({ msg: `${sweep.name} failed`, sweep: sweep.name, reason: readableReason(error) }),
        );
    return run().then(() => void timers.push(setInterval(run, sweep.everyMs)));
  };

  await every({
    name: "orphaned jobs",
    everyMs: ORPHAN_SWEEP_MS,
    run: () => recoverOrphanedJobs(),
    message: "job(s) of a stopped worker queued again",
  });
  const serve = async (name: string, handler: JobHandler) => {
    // One job per fetch, so each fails or completes alone. After a job the loop fetches again at once (pg-boss
    // would otherwise wait out its 2 s polling interval between jobs of a busy queue).
    let loopId = "";
    loopId = await boss.work(name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
      await locks.hold(job.id, async () => {
        const started = performance.now();
        const attempt = (job.retryCount ?? 0) + 1;
        try {
          await handler(job.data as Record<string, unknown>);
          const durationMs = performance.now() - started;
          recordJob({ jobId: job.id, type: name, attempt, durationMs, outcome: "completed" });
        } catch (error) {
          const reason = readableReason(error);
          const durationMs = performance.now() - started;
          recordJob({ jobId: job.id, type: name, attempt, durationMs, outcome: "failed", reason });
          // Retrying cannot mend a missing or unreadable input: spend no retries on it.
          if (!isRetryable(error))
            await db.$executeRaw`UPDATE pgboss.job SET retry_limit = retry_count WHERE id = ${job.id}::uuid AND state = 'active'`;
          throw new Error(reason); // pg-boss stores { message } as the job's output
        } finally {
          boss.notifyWorker(loopId);
        }
      });
    });
  };
  for (const [name, handler] of Object.entries(handlers)) {
    await ensureQueue(name);
    // pg-boss runs one job per work() loop: a type served N at a time gets N loops.
    for (let i = 0; i < Math.max(1, concurrency[name] ?? 1); i++) await serve(name, handler);
  }
  for (const [name, cron] of Object.entries(schedules)) await boss.schedule(name, cron, {}, { tz: "UTC" });
  for (const sweep of sweeps) await every(sweep);
  const heartbeat = await startHeartbeat(Object.keys(handlers).length);
  const metricsServer = serveWorkerMetrics();
  const jobTypes = Object.keys(handlers).length;
  logger().info({ msg: `running ${jobTypes} job type(s)`, workerId: heartbeat.id, jobTypes });

  const stop = async () => {
    for (const timer of timers) clearInterval(timer);
    metricsServer?.close();
    await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => {});
    await heartbeat.stop();
    await locks.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
