// Worker start-up: an upload still pending after a crash (or a lost enqueue) is queued again; the import
// resumes without duplicates (run-bulk-import.ts). The demo data's pending upload (files under seed/) is there to
// show the pending state and is left alone, as the pay-report sweep leaves the demo's reports.
import { db } from "@/lib/db";
import { enqueueBulkImport } from "@/lib/bulk-uploads/enqueue";

export async function resumePendingBulkUploads(): Promise<number> {
  const rows = await db.bulkUpload.findMany({
    where: { state: "pending", uploadUrls: { isEmpty: false } },
    select: { id: true, uploadUrls: true },
    take: 100,
  });
  const pending = rows.filter((row) => !row.uploadUrls.every((key) => key.startsWith("seed/")));
  for (const row of pending) await enqueueBulkImport(row.id);
  return pending.length;
}
