// A running job holds a session advisory lock named after its id, on one connection the worker keeps for that
// purpose. A worker that dies (kill -9, OOM, cut connection) loses the connection and with it every lock, so
// recover-orphaned-jobs.ts can tell a job still running somewhere from one whose worker is gone without
// waiting for pg-boss's 15-minute expiry, however many workers share the database.
import pg from "pg";

/** First key of the two-int advisory lock space reserved for jobs ("jobs" in ASCII). */
export const JOB_LOCK_NAMESPACE = 0x6a6f6273;

export type JobLocks = {
  /** Runs fn while holding the job's lock. */
  hold<T>(jobId: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Opens the lock connection. `onLost` runs once if the connection drops: the caller must stop taking jobs
 *  (the worker exits and its supervisor starts a new one), because the locks it held are gone. */
export async function openJobLocks(connectionString: string, onLost: (error: Error) => void): Promise<JobLocks> {
  const client = new pg.Client({ connectionString, application_name: "omni-worker-locks" });
  let closing = false;
  const lost = (error: Error) => {
    if (!closing) onLost(error);
    closing = true;
  };
  client.on("error", lost);
  client.on("end", () => lost(new Error("lock connection ended")));
  await client.connect();
  return {
    async hold(jobId, fn) {
      await client.query("SELECT pg_advisory_lock($1, hashtext($2))", [JOB_LOCK_NAMESPACE, jobId]);
      try {
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [JOB_LOCK_NAMESPACE, jobId]).catch(() => {}); // a lost connection released it already
      }
    },
    async close() {
      closing = true;
      await client.end().catch(() => {});
    },
  };
}
