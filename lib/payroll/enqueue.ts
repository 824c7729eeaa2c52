// Queueing payroll jobs. A failed enqueue is not lost: the worker's stalled sweep (resumeStalledPayReports) retries.
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { COPY_JOB, PROCESS_JOB } from "@/lib/payroll/job-names";

/** The DRAFT row is committed: when the job cannot be queued, the worker's start-up sweep picks the report up. */
export function enqueueProcessing(id: string) {
  return enqueueOrLog(PROCESS_JOB, { gtnId: id }, { singletonKey: `gtn:${id}` });
}

/** The APPROVED status is committed: when the job cannot be queued, the sweep queues the copy again. */
export function enqueueVerificationCopy(id: string) {
  return enqueueOrLog(COPY_JOB, { gtnId: id }, { singletonKey: `copy:${id}` });
}
