// Queueing payroll jobs. A failed enqueue is not lost: the worker's stalled sweep (resumeStalledPayReports) retries.
import { enqueue } from "@/lib/jobs/queue";
import { COPY_JOB, PROCESS_JOB } from "@/lib/payroll/job-names";

export async function enqueueProcessing(id: string) {
  try {
    await enqueue(PROCESS_JOB, { gtnId: id }, { singletonKey: `gtn:${id}` });
  } catch (error) {
    // The DRAFT row is committed: the worker's start-up sweep (resumeStalledPayReports) picks it up.
    console.error("[payroll] could not queue processing", id, error);
  }
}

export async function enqueueVerificationCopy(id: string) {
  await enqueue(COPY_JOB, { gtnId: id }, { singletonKey: `copy:${id}` });
}
