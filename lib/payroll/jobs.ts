// Payroll background jobs (assembled and run by scripts/worker.ts). Both are idempotent:
// the pipeline resumes from the file's committed status and the verification copy is a conditional transition.
import { db } from "@/lib/db";
import type { JobHandler } from "@/lib/jobs/queue";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { COPY_JOB, PROCESS_JOB } from "@/lib/payroll/job-names";
import { runVerificationCopy } from "@/lib/payroll/run-verification-copy";

export const updateProgress = (id: string, processedRows: number, totalRows?: number) =>
  db.grossToNetFile.updateMany({
    where: { id },
    data: { processedRows, ...(totalRows !== undefined ? { totalRows } : {}) },
  });

export const PAYROLL_JOB_HANDLERS: Record<string, JobHandler> = {
  [PROCESS_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (id) await processGrossToNetFile(id, { progress: updateProgress });
  },
  [COPY_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (id) await runVerificationCopy(id);
  },
};
