import type { PayReportStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { PROCESSING_STATUSES } from "@/lib/payroll/schema";
import { enqueueProcessing, enqueueVerificationCopy } from "@/lib/payroll/enqueue";
import { cancelJobs, staleActiveJobs } from "@/lib/jobs/queue";
import { PROCESS_JOB } from "@/lib/payroll/job-names";
import { isPayReportIdle } from "@/lib/payroll/pipeline";

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
    if (f.processingStatus === "APPROVED") await enqueueVerificationCopy(f.id).catch(() => {});
    else await enqueueProcessing(f.id);
  }
  return files.length;
}

/** Processing jobs pg-boss still counts as active although no run holds their file's lock (the worker was
 *  killed: kill -9, OOM, power loss) are cancelled and queued again at once, so processing resumes within
 *  seconds of a worker's start instead of after the job's expiry. A run holds the lock for its whole
 *  transaction; the few seconds' grace covers a job fetched but not yet locked. A wrong guess only costs a
 *  second run that waits for the lock and finds nothing to do. */
export async function recoverOrphanedProcessing(graceSeconds = 3) {
  const orphans: { id: string; gtnId: string }[] = [];
  for (const job of await staleActiveJobs(PROCESS_JOB, graceSeconds)) {
    const gtnId = String(job.data.gtnId ?? "");
    if (!gtnId || (await isPayReportIdle(gtnId))) orphans.push({ id: job.id, gtnId });
  }
  await cancelJobs(
    PROCESS_JOB,
    orphans.map((o) => o.id),
  );
  for (const o of orphans) if (o.gtnId) await enqueueProcessing(o.gtnId);
  return orphans.length;
}
