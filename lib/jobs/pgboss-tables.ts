// Reads of pg-boss's own tables (schema "pgboss", pg-boss 10: job, archive, queue) on the app's pool. pg-boss has
// no calls for counts across queues, failures with their output, or the oldest waiting job, so these are SQL on
// its tables, never a second queue table. pg-boss creates the schema when it first starts (the worker, or the
// first enqueue): before that every read here answers as an empty queue.
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";

/** Whether pg-boss has created its tables in this database yet. */
export async function pgBossInstalled(): Promise<boolean> {
  const [row] = await queryRows<{ installed: boolean }>(
    Prisma.sql`SELECT to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.archive') IS NOT NULL
                 AND to_regclass('pgboss.queue') IS NOT NULL AS installed`,
  );
  return Boolean(row?.installed);
}

/** "Runnable and waiting": pg-boss states created and retry sort before active; start_after has passed. */
export const RUNNABLE = Prisma.sql`state < 'active' AND start_after <= now()`;

/** Failed and completed jobs of the window: pg-boss moves them from job to archive after 12 hours by default,
 *  so both tables are read (the archive through its archived_on index: archived after it completed). */
export function recentlyFinished(hours: number, columns: Prisma.Sql): Prisma.Sql {
  const since = Prisma.sql`now() - make_interval(hours => ${hours}::int)`;
  return Prisma.sql`
    SELECT ${columns}, false AS archived FROM pgboss.job
     WHERE state IN ('completed', 'failed') AND completed_on > ${since}
    UNION ALL
    SELECT ${columns}, true AS archived FROM pgboss.archive
     WHERE archived_on > ${since} AND state IN ('completed', 'failed') AND completed_on > ${since}`;
}
