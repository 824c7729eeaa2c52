// The audit trail as CSV with its hashes, for an entity, a set of entities (a company's) or a period. Each row
// carries the previous link's hash, so `scripts/verify-pack.ts <file>.csv` checks an export offline.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { canonicalJson } from "@/lib/audit-trail/chain-hash";

export const AUDIT_CSV_HEADER = [
  "chainKey",
  "seq",
  "id",
  "createdAt",
  "actorId",
  "actorRole",
  "action",
  "entityType",
  "entityId",
  "before",
  "after",
  "requestId",
  "prevHash",
  "hash",
] as const;

export type AuditTrailFilter = { entityIds?: string[]; entityType?: string; from?: Date; to?: Date };

type Row = {
  chainKey: string;
  seq: number;
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  prevHash: string | null;
  hash: string;
};

const BATCH = 2000;

/** Rows in (chainKey, seq) order, keyset-paged, with the previous link's hash from the chain itself. */
export async function* auditTrailRows(filter: AuditTrailFilter): AsyncGenerator<unknown[]> {
  const conditions: Prisma.Sql[] = [Prisma.sql`e."chainKey" IS NOT NULL`];
  if (filter.entityIds) conditions.push(Prisma.sql`e."entityId" = ANY(${filter.entityIds}::text[])`);
  if (filter.entityType) conditions.push(Prisma.sql`e."entityType" = ${filter.entityType}`);
  if (filter.from) conditions.push(Prisma.sql`e."createdAt" >= ${filter.from}`);
  if (filter.to) conditions.push(Prisma.sql`e."createdAt" < ${filter.to}`);
  let after: { chainKey: string; seq: number } | null = null;
  for (;;) {
    const page: Row[] = await db.$queryRaw<Row[]>`
      SELECT e."chainKey", e.seq, e.id, e."createdAt", e."actorId", e."actorRole", e.action, e."entityType",
             e."entityId", e.before, e.after, e."requestId", p.hash AS "prevHash", e.hash
        FROM "AuditEvent" e
        LEFT JOIN "AuditEvent" p ON p."chainKey" = e."chainKey" AND p.seq = e.seq - 1
       WHERE ${Prisma.join(conditions, " AND ")}
         ${after ? Prisma.sql`AND (e."chainKey", e.seq) > (${after.chainKey}, ${after.seq})` : Prisma.empty}
       ORDER BY e."chainKey", e.seq
       LIMIT ${BATCH}`;
    for (const r of page) {
      yield [
        r.chainKey,
        r.seq,
        r.id,
        r.createdAt.toISOString(),
        r.actorId ?? "",
        r.actorRole ?? "",
        r.action,
        r.entityType,
        r.entityId,
        r.before === null ? "" : canonicalJson(r.before),
        r.after === null ? "" : canonicalJson(r.after),
        r.requestId ?? "",
        // The first event's previous hash is empty; a missing earlier event is left for the verifier to name.
        r.seq === 1 ? "" : (r.prevHash ?? "missing"),
        r.hash,
      ];
    }
    if (page.length < BATCH) return;
    const last: Row = page[page.length - 1];
    after = { chainKey: last.chainKey, seq: last.seq };
  }
}
