// Database pool use at scrape time: the shared pg pool of lib/db.ts (Prisma and queryRows), read from the global
// it is kept on (totalCount, idleCount, waitingCount; nothing before the first query opens it).
import { addCollector, gauge } from "@/lib/observability/metrics";

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };

export function registerPoolMetrics() {
  const connections = gauge("omni_db_pool_connections", "Database pool connections, by state", ["state"]);
  const max = gauge("omni_db_pool_max", "Database pool size limit (DB_POOL_SIZE)");
  addCollector("db pool", async () => {
    const pool = (globalThis as unknown as { omniPool?: PoolLike }).omniPool;
    if (!pool) return;
    connections.set({ state: "total" }, pool.totalCount);
    connections.set({ state: "idle" }, pool.idleCount);
    connections.set({ state: "busy" }, pool.totalCount - pool.idleCount);
    connections.set({ state: "waiting" }, pool.waitingCount);
    max.set(pool.options?.max ?? Number(process.env.DB_POOL_SIZE ?? 10));
  });
}
