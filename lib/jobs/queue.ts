// Background jobs on pg-boss, in the same PostgreSQL. Knows no domain: producers call enqueue(); each domain
// exports its handlers (e.g. lib/payroll/jobs.ts) and the worker process (scripts/worker.ts) assembles them.
// Handlers must be idempotent: a job can run again after a crash.
import PgBoss from "pg-boss";

/** Job name -> handler. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

const globalForBoss = globalThis as unknown as { omniBoss?: Promise<PgBoss> };

export function getBoss(): Promise<PgBoss> {
  if (!globalForBoss.omniBoss) {
    globalForBoss.omniBoss = (async () => {
      const connectionString = process.env.DATABASE_URL;
      if (!connectionString) throw new Error("DATABASE_URL is not set");
      const boss = new PgBoss({ connectionString, max: 4 });
      boss.on("error", (error) => console.error("[jobs]", error));
      await boss.start();
      return boss;
    })();
  }
  return globalForBoss.omniBoss;
}

const createdQueues = new Set<string>();

export async function ensureQueue(name: string) {
  if (createdQueues.has(name)) return;
  const boss = await getBoss();
  await boss.createQueue(name).catch(() => {}); // already exists
  createdQueues.add(name);
}

export async function enqueue<T extends object>(name: string, data: T, options: { singletonKey?: string } = {}) {
  await ensureQueue(name);
  const boss = await getBoss();
  return boss.send(name, data, { retryLimit: 3, retryDelay: 5, singletonKey: options.singletonKey });
}
