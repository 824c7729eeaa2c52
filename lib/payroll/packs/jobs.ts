// The payroll pack job handler, assembled by scripts/worker.ts. A build that fails fails alone, with a reason
// the back-office jobs page shows (and retries): a missing register or an unpublished report for good, anything
// else (storage, database) retried by pg-boss.
import type { JobHandler } from "@/lib/jobs/queue";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { ZipEntryError } from "@/lib/storage/zip-stream";
import { buildPayrollPack } from "@/lib/payroll/packs/build-pack";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";

export const PACK_JOB_HANDLERS: Record<string, JobHandler> = {
  [PACK_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (!id) return;
    try {
      await buildPayrollPack(id);
    } catch (error) {
      if (error instanceof JobFailure) throw error;
      const missing = error instanceof ZipEntryError && error.missing;
      throw new JobFailure(`The signed pack of pay report ${id} could not be built: ${readableReason(error)}.`, {
        retryable: !missing,
        cause: error,
      });
    }
  },
};
