// Jobs pg-boss still counts as active whose worker is gone: no session holds their advisory lock
// (job-lock.ts). They are failed with a readable reason, so pg-boss retries them after its backoff (or fails
// them for good once their retries are spent). Safe with any number of workers: a running job's lock is held.
import { db } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { JOB_LOCK_NAMESPACE } from "@/lib/jobs/job-lock";

export const WORKER_LOST_REASON = "The worker running this job stopped (killed or lost its database connection)";

/** `graceSeconds` covers a job fetched but not yet locked by its handler. */
export async function recoverOrphanedJobs(graceSeconds = 5): Promise<number> {
  // One statement: the transaction-level probe lock is released when it ends, and it conflicts with a
  // worker's session lock on the same key.
  const orphans = await db.$queryRaw<{ id: string; name: string }[]>`
    WITH stale AS MATERIALIZED (
      SELECT id::text, name FROM pgboss.job
      WHERE state = 'active' AND started_on < now() - make_interval(secs => ${graceSeconds})
    )
    SELECT id, name FROM stale WHERE pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}::int, hashtext(id))`;
  if (!orphans.length) return 0;
  const boss = await getBoss();
  for (const job of orphans) await boss.fail(job.name, job.id, { message: WORKER_LOST_REASON });
  // The loss is not the job's fault: a retry starts at once instead of after the backoff (it still spends
  // one of the job's retries, so a job that kills every worker ends failed).
  const ids = orphans.map((job) => job.id);
  await db.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id::text = ANY(${ids}) AND state = 'retry'`;
  return orphans.length;
}
