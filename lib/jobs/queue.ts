// Background jobs on pg-boss, in the same PostgreSQL. Knows no domain: producers call enqueue(); each domain
// exports its handlers (e.g. lib/payroll/jobs.ts) and the worker process (scripts/worker.ts) assembles them.
// Handlers must be idempotent: a job can run again after a crash.
import PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { errorField, logger } from "@/lib/observability/logger";

/** Job name -> handler. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

const globalForBoss = globalThis as unknown as { omniBoss?: Promise<PgBoss>; omniBossStarted?: PgBoss };

export function getBoss(): Promise<PgBoss> {
  if (!globalForBoss.omniBoss) {
    globalForBoss.omniBoss = (async () => {
      const connectionString = process.env.DATABASE_URL;
      if (!connectionString) throw new Error("DATABASE_URL is not set");
      // Failed jobs stay in the job table (listed and retryable at /back-office/jobs) for a week.
      const boss = new PgBoss({ connectionString, max: 4, archiveFailedAfterSeconds: 7 * 86_400 });
      boss.on("error", (error) => logger().error({ msg: "pg-boss error", error: errorField(error) }));
      await boss.start();
      globalForBoss.omniBossStarted = boss;
      return boss;
    })();
  }
  return globalForBoss.omniBoss;
}

const createdQueues = new Set<string>();

/** Every queue's retry policy (also for scheduled jobs, which take the queue's): three retries after about
 *  5, 10 and 20 s (pg-boss adds jitter), then the job stays failed with its reason until someone retries it. */
export const RETRY_POLICY = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;

export async function ensureQueue(name: string) {
  if (createdQueues.has(name)) return;
  const boss = await getBoss();
  // createQueue leaves an existing queue as it is: updateQueue brings queues made before the policy to it.
  const queue = { name, ...RETRY_POLICY };
  await boss.createQueue(name, queue).catch(() => {}); // a second process may create it at the same moment
  await boss.updateQueue(name, queue);
  createdQueues.add(name);
}

/** The started queue when `name` is ready in this process, else null. Never starts anything: for callers inside
 *  a database transaction, which must not wait on pg-boss's start-up (its own pool, schema checks). */
export function readyQueue(name: string): PgBoss | null {
  return createdQueues.has(name) ? (globalForBoss.omniBossStarted ?? null) : null;
}

/** A job's own start and retry settings override the queue's RETRY_POLICY (a poll that waits, then retries for hours). */
export type EnqueueOptions = { singletonKey?: string } & Pick<
  PgBoss.SendOptions,
  "startAfter" | "retryLimit" | "retryDelay"
>;

/** Queues a job. With `singletonKey`, nothing is queued while a job of that name and key is waiting or running
 *  (pg-boss 10 only enforces singleton keys on its singleton queue policies): the resume sweeps rely on it. */
export async function enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}) {
  const { singletonKey, ...schedule } = options;
  await ensureQueue(name);
  const boss = await getBoss();
  if (singletonKey) {
    const open = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM pgboss.job WHERE name = ${name} AND singleton_key = ${singletonKey}
        AND state IN ('created', 'retry', 'active') LIMIT 1`;
    if (open.length) return null;
  }
  return boss.send(name, data, { ...RETRY_POLICY, ...schedule, singletonKey });
}
