// GET /api/back-office/jobs/failed: the jobs that failed over the last day (retries spent), newest first, in
// keyset pages on (completed_on, id). Each with its reason (the output pg-boss stored for the failure) and the
// ids its data names, so an admin can tell which export or contract it was for.
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { decodeCursor, invalidPageKey, keysetPage } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";
import { pgBossInstalled, recentlyFinished } from "@/lib/jobs/pgboss-tables";
import { JOB_ID_PATTERN, RECENT_HOURS, type TFailedJobsQuery } from "@/lib/jobs/schema";
import type { FailedJob, FailedJobPage } from "@/lib/jobs/response-schema";

const MAX_REASON = 500;
const MAX_ENTITIES = 6;
const MAX_ENTITY_VALUE = 120;

/** The failure's message: pg-boss stores a thrown error as `output` ({ message, stack, ... }) and its own
 *  failures (expiry) as { value: { message } }; a plain value as { value }. Never the stack. */
export function failureReason(output: unknown): string | null {
  const record = (v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const out = record(output);
  const value = out.value;
  const candidates = [out.message, record(value).message, value];
  const text = candidates.find((c): c is string => typeof c === "string" && c.trim() !== "");
  return text ? text.trim().slice(0, MAX_REASON) : null;
}

/** The ids a job's data names (exportId, contractId, id, ...), as text: what the job worked for. */
export function jobEntities(data: unknown): { key: string; value: string }[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>)
    .filter(([key, value]) => /(^id|Id|Ids)$/.test(key) && value !== null && value !== undefined && value !== "")
    .slice(0, MAX_ENTITIES)
    .map(([key, value]) => ({
      key,
      value: (Array.isArray(value)
        ? value.join(", ")
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value)
      ).slice(0, MAX_ENTITY_VALUE),
    }));
}

// The page key: completed_on with its microseconds (a JS Date would drop them and skip or repeat rows) and the id.
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
function decodeKey(key: string): { completedOn: string; id: string } {
  const [completedOn = "", id = ""] = decodeCursor(key, 2) ?? [];
  // A real instant only (Feb 30, hour 24 or year 0 would reach the database's cast as an error): the text round-trips.
  const instant = new Date(completedOn);
  const real =
    KEY_TIME.test(completedOn) &&
    instant.getTime() >= 0 &&
    instant.toISOString().slice(0, 19) === completedOn.slice(0, 19);
  if (!real || !JOB_ID_PATTERN.test(id)) throw invalidPageKey();
  return { completedOn, id };
}

type Row = {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  completed_on: Date;
  key_time: string;
  archived: boolean;
};

export async function listFailedJobs(query: TFailedJobsQuery): Promise<FailedJobPage> {
  const after = query.nextPageKey ? decodeKey(query.nextPageKey) : null;
  if (!(await pgBossInstalled())) return { items: [], nextPageKey: null };
  const columns = Prisma.sql`id, name, state, data, output, retry_count, retry_limit, created_on, completed_on`;
  const rows = await queryRows<Row>(Prisma.sql`
    SELECT id::text, name, data, output, retry_count, retry_limit, created_on, completed_on, archived,
           to_char(completed_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key_time
      FROM (${recentlyFinished(RECENT_HOURS, columns)}) f
     WHERE state = 'failed'
       ${after ? Prisma.sql`AND ${seekSql([Prisma.sql`completed_on`, Prisma.sql`id`], [Prisma.sql`${after.completedOn}::timestamptz`, Prisma.sql`${after.id}::uuid`], "desc")}` : Prisma.empty}
     ORDER BY completed_on DESC, id DESC
     LIMIT ${query.pageSize + 1}`);
  const { page, nextCursor } = keysetPage(rows, query.pageSize, (r) => [r.key_time, r.id]);
  return { items: page.map(toFailedJob), nextPageKey: nextCursor };
}

function toFailedJob(row: Row): FailedJob {
  return {
    id: row.id,
    name: row.name,
    reason: failureReason(row.output),
    failedAt: row.completed_on.toISOString(),
    createdAt: row.created_on.toISOString(),
    retriesUsed: row.retry_count,
    retryLimit: row.retry_limit,
    entities: jobEntities(row.data),
    archived: row.archived,
  };
}
