// Payroll background jobs (assembled and run by scripts/worker.ts). Both are idempotent:
// the pipeline resumes from the file's committed status and the verification copy is a conditional transition.
// A file the pipeline moved to ERROR fails its job with the file's first processing message (the file keeps
// the whole list: DataProcessingError, shown by the pay report page); retrying cannot mend the file.
import { db } from "@/lib/db";
import type { JobHandler } from "@/lib/jobs/queue";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { COPY_JOB, PROCESS_JOB, PROCESS_JOB_CONCURRENCY } from "@/lib/payroll/job-names";
import { runVerificationCopy } from "@/lib/payroll/run-verification-copy";

export const updateProgress = (id: string, processedRows: number, totalRows?: number) =>
  db.grossToNetFile.updateMany({
    where: { id },
    data: { processedRows, ...(totalRows !== undefined ? { totalRows } : {}) },
  });

/** The sentence a failed processing job ends with: the file's name and its first recorded problem. */
export async function processingFailure(id: string): Promise<string> {
  const [file, errors, count] = await Promise.all([
    db.grossToNetFile.findUnique({ where: { id }, select: { fileName: true } }),
    db.dataProcessingError.findMany({
      where: { grossToNetId: id },
      orderBy: [{ rowNumber: "asc" }, { createdAt: "asc" }], // as the errors list reads them (row order)
      take: 1,
      select: { message: true },
    }),
    db.dataProcessingError.count({ where: { grossToNetId: id } }),
  ]);
  const first = errors[0]?.message ?? "The file could not be processed.";
  const more = count > 1 ? ` (and ${count - 1} more problem${count === 2 ? "" : "s"})` : "";
  return `The pay report ${file?.fileName ?? id} could not be processed: ${first}${more}`;
}

export const PAYROLL_JOB_CONCURRENCY: Record<string, number> = { [PROCESS_JOB]: PROCESS_JOB_CONCURRENCY };

export const PAYROLL_JOB_HANDLERS: Record<string, JobHandler> = {
  [PROCESS_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (!id) return;
    let status;
    try {
      status = await processGrossToNetFile(id, { progress: updateProgress });
    } catch (error) {
      if (error instanceof JobFailure) throw error;
      // The database or the file store failed mid-run: nothing was committed, and a retry resumes.
      const file = await db.grossToNetFile.findUnique({ where: { id }, select: { fileName: true } }).catch(() => null);
      throw new JobFailure(
        `Processing of the pay report ${file?.fileName ?? id} was interrupted (${readableReason(error)}): it is retried.`,
        { retryable: true, cause: error },
      );
    }
    if (status === "ERROR") throw new JobFailure(await processingFailure(id));
  },
  [COPY_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (!id) return;
    await runVerificationCopy(id).catch((error: unknown) => {
      if (error instanceof JobFailure) throw error;
      throw new JobFailure(
        `The verification copy of pay report ${id} failed (${readableReason(error)}): it is retried.`,
        {
          retryable: true,
          cause: error,
        },
      );
    });
  },
};
