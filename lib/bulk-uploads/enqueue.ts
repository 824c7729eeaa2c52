// Queueing the import. A failed enqueue is not lost: the worker's start-up sweep (resumePendingBulkUploads)
// queues every upload still pending.
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { BULK_IMPORT_JOB } from "@/lib/bulk-uploads/job-names";

export function enqueueBulkImport(bulkUploadId: string) {
  return enqueueOrLog(BULK_IMPORT_JOB, { bulkUploadId }, { singletonKey: `bulk:${bulkUploadId}` });
}
