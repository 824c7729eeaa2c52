// Worker start-up: an upload still pending after a crash (or a lost enqueue) is queued again; the import
// resumes without duplicates (run-bulk-import.ts).
import { db } from "@/lib/db";
import { enqueueBulkImport } from "@/lib/bulk-uploads/enqueue";

export async function resumePendingBulkUploads(): Promise<number> {
  const rows = await db.bulkUpload.findMany({
    where: { state: "pending", uploadUrls: { isEmpty: false } },
    select: { id: true },
    take: 100,
  });
  for (const row of rows) await enqueueBulkImport(row.id);
  return rows.length;
}
