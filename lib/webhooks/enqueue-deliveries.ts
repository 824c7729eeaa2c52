// Queueing deliveries on pg-boss. Inside a transaction the jobs are inserted through that transaction's
// connection: they become visible when it commits and vanish if it rolls back, so an event is never sent for
// a change that did not happen. The WebhookDelivery rows are the outbox: when pg-boss is not yet started in
// this process (the first event), the transaction does not wait for its start-up; the start runs in the
// background and the PENDING rows are queued by the sweep (sweep-webhook-deliveries.ts), as are rows whose
// job was lost in a crash.
import type PgBoss from "pg-boss";
import type { Tx } from "@/lib/db";
import { ensureQueue, getBoss, readyQueue } from "@/lib/jobs/queue";
import { errorField, logger } from "@/lib/observability/logger";

export const DELIVER_JOB = "webhooks.deliver";
/** Attempts per delivery (and per replay): the first plus pg-boss retries with exponential backoff. */
export const MAX_ATTEMPTS = 6;
export const RETRY_DELAY_SECONDS = 30;

export type DeliveryJob = { deliveryId: string; /** attempts count at which the delivery is given up */ until: number };

/** The earliest time pg-boss runs the next retry after `attempts` attempts (its backoff adds up to 100% jitter). */
export function nextAttemptAfter(attempts: number, now = Date.now()): Date {
  return new Date(now + RETRY_DELAY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1));
}

function throughTransaction(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...values.map((v) => (v === undefined ? null : v)));
      return { rows };
    },
  } as PgBoss.Db;
}

/** Queues the jobs; inside `tx` only when pg-boss is already running here. Returns whether they were queued. */
export async function enqueueDeliveries(jobs: DeliveryJob[], tx?: Tx): Promise<boolean> {
  if (jobs.length === 0) return true;
  const rows = jobs.map((data) => ({
    name: DELIVER_JOB,
    data,
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
  }));
  if (!tx) {
    await ensureQueue(DELIVER_JOB);
    await (await getBoss()).insert(rows);
    return true;
  }
  const boss = readyQueue(DELIVER_JOB);
  if (!boss) {
    ensureQueue(DELIVER_JOB).catch((error) =>
      logger().error({ msg: "webhook delivery queue did not start", error: errorField(error) }),
    );
    return false; // left to the sweep
  }
  await boss.insert(rows, { db: throughTransaction(tx) });
  return true;
}
