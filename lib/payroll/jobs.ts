// Payroll background jobs (run by scripts/worker.ts through lib/jobs/handlers.ts). Both are idempotent:
// the pipeline resumes from the file's committed status and the verification copy is a conditional transition.
import { db } from "@/lib/db";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { COPY_JOB, PROCESS_JOB, runVerificationCopy } from "@/lib/payroll/service";

export const updateProgress = (id: string, processedRows: number, totalRows?: number) =>
  db.grossToNetFile.updateMany({
    where: { id },
    data: { processedRows, ...(totalRows !== undefined ? { totalRows } : {}) },
  });

export const PAYROLL_JOB_HANDLERS: Record<string, (data: Record<string, unknown>) => Promise<void>> = {
  [PROCESS_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (id) await processGrossToNetFile(id, { progress: updateProgress });
  },
  [COPY_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (id) await runVerificationCopy(id);
  },
};
