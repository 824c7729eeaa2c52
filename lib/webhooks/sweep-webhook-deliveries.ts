// The worker's sweep (scripts/worker.ts, every WEBHOOK_SWEEP_MS): PENDING deliveries with no live pg-boss job
// are queued. That covers the first event of a process (committed before pg-boss had started, see
// enqueue-deliveries.ts) and a job lost in a crash. Rows are claimed FOR UPDATE SKIP LOCKED and queued through
// the same transaction, so two sweepers never queue one delivery twice.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { ensureQueue } from "@/lib/jobs/queue";
import { DELIVER_JOB, MAX_ATTEMPTS, enqueueDeliveries } from "@/lib/webhooks/enqueue-deliveries";

/** A row younger than this may still be in its transaction's commit, with its job on the way. */
export const SWEEP_GRACE_SECONDS = 5;
const BATCH = 500;

export async function sweepWebhookDeliveries(graceSeconds = SWEEP_GRACE_SECONDS): Promise<number> {
  await ensureQueue(DELIVER_JOB); // started outside the transaction below
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; attempts: number }[]>`
      SELECT d.id, d.attempts FROM "WebhookDelivery" d
       WHERE d.status = 'PENDING' AND d."updatedAt" < now() - make_interval(secs => ${graceSeconds})
         AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                          WHERE j.name = ${DELIVER_JOB} AND j.data->>'deliveryId' = d.id
                            AND j.state IN (${Prisma.join(["created", "retry", "active"])}))
       ORDER BY d."updatedAt" LIMIT ${BATCH}
       FOR UPDATE OF d SKIP LOCKED`;
    // A fresh attempt budget from the last whole budget the row had started (0 -> 6, 7 -> 12).
    const jobs = rows.map((r) => ({
      deliveryId: r.id,
      until: r.attempts + MAX_ATTEMPTS - (r.attempts % MAX_ATTEMPTS),
    }));
    await enqueueDeliveries(jobs, tx);
    return jobs.length;
  });
}
