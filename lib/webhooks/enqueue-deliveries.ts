// Queueing deliveries on pg-boss. Inside a transaction the jobs are inserted through that transaction's
// connection: they become visible when it commits and vanish if it rolls back, so an event is never sent for
// a change that did not happen, and never lost after one that did.
import type PgBoss from "pg-boss";
import type { Tx } from "@/lib/db";
import { ensureQueue, getBoss } from "@/lib/jobs/queue";

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

export async function enqueueDeliveries(jobs: DeliveryJob[], tx?: Tx): Promise<void> {
  if (jobs.length === 0) return;
  await ensureQueue(DELIVER_JOB);
  const boss = await getBoss();
  await boss.insert(
    jobs.map((data) => ({
      name: DELIVER_JOB,
      data,
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
    })),
    tx ? { db: throughTransaction(tx) } : {},
  );
}
