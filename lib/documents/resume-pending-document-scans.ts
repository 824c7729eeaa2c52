// Documents whose scan job was lost (queue outage, crash) are queued again by the worker at start and periodically.
// FAILED scans (the file is gone) are not: retrying cannot bring the file back.
import { db } from "@/lib/db";
import { enqueueScan } from "@/lib/storage/scan-file";

export async function resumePendingDocumentScans(olderThanMs = 60_000): Promise<number> {
  const rows = await db.document.findMany({
    where: { scanStatus: "PENDING", updatedAt: { lt: new Date(Date.now() - olderThanMs) } },
    select: { id: true },
    take: 500,
  });
  for (const row of rows) await enqueueScan({ kind: "document", id: row.id });
  return rows.length;
}
