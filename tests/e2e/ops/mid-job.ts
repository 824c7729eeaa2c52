// Database probes for the worker-kill case of tests/e2e/ops/two-servers.spec.ts: which worker is in the middle of
// a pay report's processing, and how the report's job goes on after that worker is gone.
import { cluster } from "./cluster";

export type RunInProgress = { jobId: string; worker: number; processedRows: number };

/** The pay report's run caught in the middle: its pg-boss job is active, a worker's pipeline connection holds the
 *  file's advisory lock (lib/payroll/pipeline.ts: pg_advisory_xact_lock(hashtext('gtn:' || id))) and the run has
 *  reported rows copied. The lock holder's application_name (omni-ops-worker-<n>) names the worker. */
export async function runInProgress(gtnId: string): Promise<RunInProgress | null> {
  const { rows } = await cluster.db.query<{ jobId: string; state: string; processedRows: number; app: string | null }>(
    `SELECT j.id::text AS "jobId", j.state::text AS state, f."processedRows", a.application_name AS app
       FROM pgboss.job j
       JOIN "GrossToNetFile" f ON f.id = j.data->>'gtnId'
       LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
            AND l.classid::text::bigint = (hashtext('gtn:' || f.id)::bigint >> 32) & 4294967295
            AND l.objid::text::bigint = hashtext('gtn:' || f.id)::bigint & 4294967295
       LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE j.name = 'payroll.process-gross-to-net' AND j.data->>'gtnId' = $1`,
    [gtnId],
  );
  const row = rows.find((r) => r.state === "active" && r.processedRows > 0 && /^omni-ops-worker-\d$/.test(r.app ?? ""));
  return row ? { jobId: row.jobId, worker: Number(row.app!.slice(-1)), processedRows: row.processedRows } : null;
}

/** Polls every 50 ms until the run is in progress (a run that ended first means the register is too small). */
export async function waitForRunInProgress(gtnId: string, timeoutMs: number): Promise<RunInProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runInProgress(gtnId);
    if (run) return run;
    const { rows } = await cluster.db.query<{ processingStatus: string }>(
      `SELECT "processingStatus" FROM "GrossToNetFile" WHERE id = $1`,
      [gtnId],
    );
    if (rows[0]?.processingStatus !== "DRAFT")
      throw new Error(`the run ended (${rows[0]?.processingStatus}) before it was caught in the middle`);
    if (Date.now() > deadline) throw new Error("timed out waiting for the run to be in progress");
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type JobRun = { state: string; retryCount: number; startedOn: Date; completedOn: Date | null };

const jobRow = async (jobId: string) =>
  (
    await cluster.db.query<JobRun>(
      `SELECT state::text, retry_count AS "retryCount", started_on AS "startedOn", completed_on AS "completedOn"
         FROM pgboss.job WHERE id = $1::uuid`,
      [jobId],
    )
  ).rows[0];

/** Follows the job from `since` (the kill) until it is completed (or failed for good). In ms after `since`: when
 *  it was seen back in the queue (retry, polled), when its last run started and when it ended (pg-boss's times). */
export async function followJob(jobId: string, since: number, timeoutMs: number) {
  const seen: Record<string, number> = {};
  for (;;) {
    const job = await jobRow(jobId);
    seen[job.state] ??= Date.now() - since;
    if (job.state === "completed" || job.state === "failed") {
      seen.retaken = job.startedOn.getTime() - since;
      seen.ended = job.completedOn!.getTime() - since;
      return { job, seen };
    }
    if (Date.now() - since > timeoutMs)
      throw new Error(`the job is still ${job.state} ${timeoutMs} ms after the kill (${JSON.stringify(seen)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many times the pay report reached each status (StatusHistory). */
export async function statusCounts(gtnId: string) {
  const { rows } = await cluster.db.query<{ toStatus: string; n: number }>(
    `SELECT "toStatus", count(*)::int AS n FROM "StatusHistory" WHERE "entityId" = $1 GROUP BY 1 ORDER BY 1`,
    [gtnId],
  );
  return Object.fromEntries(rows.map((r) => [r.toStatus, r.n]));
}

/** Rows the pipeline made for the pay report: register rows and per-employee totals. */
export async function outputCounts(gtnId: string) {
  const { rows } = await cluster.db.query<{ registerRows: number; employeeTotals: number; status: string }>(
    `SELECT (SELECT count(*)::int FROM "PayRegisterRow" WHERE "grossToNetId" = $1) AS "registerRows",
            (SELECT count(*)::int FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1) AS "employeeTotals",
            (SELECT "processingStatus"::text FROM "GrossToNetFile" WHERE id = $1) AS status`,
    [gtnId],
  );
  return rows[0];
}
