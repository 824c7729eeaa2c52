// One log line and one metrics sample per background job attempt, written by the job engine
// (lib/jobs/run-worker.ts): job id, type, attempt, duration, outcome and, on failure, the readable reason.
// Never the job's data: it may hold ids only, but a handler's input is not the log's business.
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";

export type JobRecord = {
  jobId: string;
  type: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  durationMs: number;
  outcome: "completed" | "failed";
  reason?: string;
};

export function recordJob(record: JobRecord) {
  const m = metrics();
  const seconds = record.durationMs / 1000;
  m.jobs.inc({ type: record.type, outcome: record.outcome });
  m.jobDuration.observe({ type: record.type, outcome: record.outcome }, seconds);
  if (record.outcome === "failed") m.jobFailures.inc({ type: record.type });
  const ms = Math.round(record.durationMs);
  const line = {
    // The readable line the worker always wrote (tests and operators grep "<job id> done"), with the fields beside it.
    msg:
      record.outcome === "completed"
        ? `${record.type} ${record.jobId} done in ${ms} ms`
        : `${record.type} ${record.jobId} failed: ${record.reason ?? "unknown reason"}`,
    event: "job",
    jobId: record.jobId,
    type: record.type,
    attempt: record.attempt,
    durationMs: ms,
    outcome: record.outcome,
    ...(record.reason ? { reason: record.reason } : {}),
  };
  if (record.outcome === "failed") logger().warn(line);
  else logger().info(line);
}
