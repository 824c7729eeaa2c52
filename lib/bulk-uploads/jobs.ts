// Bulk upload background jobs (assembled by scripts/worker.ts). Idempotent: see run-bulk-import.ts.
import type { JobHandler } from "@/lib/jobs/queue";
import { BULK_IMPORT_JOB } from "@/lib/bulk-uploads/job-names";
import { runBulkImport } from "@/lib/bulk-uploads/run-bulk-import";

export const BULK_UPLOAD_JOB_HANDLERS: Record<string, JobHandler> = {
  [BULK_IMPORT_JOB]: async (data) => {
    const id = String(data.bulkUploadId ?? "");
    if (id) await runBulkImport(id);
  },
};
