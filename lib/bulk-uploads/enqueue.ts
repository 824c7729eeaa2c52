// Queueing the import. A failed enqueue is not lost: the worker's start-up sweep (resumePendingBulkUploads)
// queues every upload still pending.
import { enqueue } from "@/lib/jobs/queue";
import { BULK_IMPORT_JOB } from "@/lib/bulk-uploads/job-names";

export async function enqueueBulkImport(bulkUploadId: string) {
  try {
    await enqueue(BULK_IMPORT_JOB, { bulkUploadId }, { singletonKey: `bulk:${bulkUploadId}` });
  } catch (error) {
    console.error("[bulk-uploads] could not queue the import", bulkUploadId, error);
  }
}
