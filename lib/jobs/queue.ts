// Background jobs on pg-boss, in the same PostgreSQL. Knows no domain: producers call enqueue(); each domain
// exports its handlers (e.g. lib/payroll/jobs.ts) and the worker process (scripts/worker.ts) assembles them.
// Handlers must be idempotent: a job can run again after a crash.
import PgBoss from "pg-boss";

/** Job name -> handler. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

const globalForBoss = globalThis as unknown as { omniBoss?: Promise<PgBoss>; omniBossStarted?: PgBoss };

export function getBoss(): Promise<PgBoss> {
  if (!globalForBoss.omniBoss) {
    globalForBoss.omniBoss = (async () => {
      const connectionString = process.env.DATABASE_URL;
      if (!connectionString) throw new Error("DATABASE_URL is not set");
      const boss = new PgBoss({ connectionString, max: 4 });
      boss.on("error", (error) => console.error("[jobs]", error));
      await boss.start();
      globalForBoss.omniBossStarted = boss;
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

/** The started queue when `name` is ready in this process, else null. Never starts anything: for callers inside
 *  a database transaction, which must not wait on pg-boss's start-up (its own pool, schema checks). */
export function readyQueue(name: string): PgBoss | null {
  return createdQueues.has(name) ? (globalForBoss.omniBossStarted ?? null) : null;
}

export async function enqueue<T extends object>(name: string, data: T, options: { singletonKey?: string } = {}) {
  await ensureQueue(name);
  const boss = await getBoss();
  return boss.send(name, data, { retryLimit: 3, retryDelay: 5, singletonKey: options.singletonKey });
}

type BossDb = { executeSql(text: string, values: unknown[]): Promise<{ rows: { id: string; data: unknown }[] }> };

/** Jobs of `name` still 'active' that started more than `olderThanSeconds` ago: running, or left behind by a
 *  worker that died (pg-boss only expires those after their expireIn, 15 minutes by default). pg-boss 10 has
 *  no call to list them, so its job table (default schema "pgboss") is read directly. */
export async function staleActiveJobs(name: string, olderThanSeconds: number) {
  const boss = await getBoss();
  const db = (boss as unknown as { getDb(): BossDb }).getDb();
  const { rows } = await db.executeSql(
    `SELECT id, data FROM pgboss.job WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)`,
    [name, olderThanSeconds],
  );
  return rows.map((r) => ({ id: r.id, data: (r.data ?? {}) as Record<string, unknown> }));
}

export async function cancelJobs(name: string, ids: string[]) {
  if (ids.length) await (await getBoss()).cancel(name, ids);
}
