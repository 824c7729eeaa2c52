import type { PayReportStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { PROCESSING_STATUSES } from "@/lib/payroll/schema";
import { enqueueProcessing, enqueueVerificationCopy } from "@/lib/payroll/enqueue";

/** Re-queues files left in a pipeline status or APPROVED (e.g. after a crash). Idempotent. */
export async function resumeStalledPayReports(olderThanMs = 60_000) {
  const files = await db.grossToNetFile.findMany({
    where: {
      processingStatus: { in: [...(PROCESSING_STATUSES as PayReportStatus[]), "APPROVED"] },
      updatedAt: { lt: new Date(Date.now() - olderThanMs) },
      storageKey: { not: null },
    },
    select: { id: true, processingStatus: true, storageKey: true },
    take: 500,
  });
  for (const f of files) {
    if (f.storageKey?.startsWith("seed/")) continue;
    if (f.processingStatus === "APPROVED") await enqueueVerificationCopy(f.id);
    else await enqueueProcessing(f.id);
  }
  return files.length;
}
