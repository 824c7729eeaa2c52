// Offboarding background jobs (assembled by scripts/worker.ts, which also schedules the daily run).
import type { JobHandler } from "@/lib/jobs/queue";
import { DEACTIVATE_JOB, deactivateTerminatedEmployees } from "@/lib/terminations/deactivate-terminated-employees";

export const OFFBOARDING_JOB_HANDLERS: Record<string, JobHandler> = {
  [DEACTIVATE_JOB]: async () => {
    await deactivateTerminatedEmployees();
  },
};
/** Daily at 00:15 UTC. */
export const OFFBOARDING_SCHEDULES: Record<string, string> = { [DEACTIVATE_JOB]: "15 0 * * *" };
