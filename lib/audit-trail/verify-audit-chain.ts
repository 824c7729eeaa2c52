// Walks the stored chain of one entity (or every chain touched in a period) and names the first broken link.
import "server-only";
import { db } from "@/lib/db";
import { chainKeyOf, verifyChainRows, type ChainBreak, type ChainRow } from "@/lib/audit-trail/chain-hash";

type EventRow = {
  id: string;
  chainKey: string | null;
  seq: number | null;
  hash: string | null;
  createdAt: Date;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
};

export function toChainRow(row: EventRow, chainKey: string): ChainRow {
  return { ...row, chainKey: row.chainKey ?? chainKey, createdAt: row.createdAt.toISOString() };
}

export type ChainVerdict = { chainKey: string; events: number; broken: ChainBreak | null };

/** One entity's chain, rows written before chaining began (no chain key) left out as unchained. */
export async function verifyAuditChain(entityType: string, entityId: string): Promise<ChainVerdict> {
  const chainKey = chainKeyOf(entityType, entityId);
  const [rows, head] = await Promise.all([
    db.auditEvent.findMany({
      // A row claiming the chain, or one of the entity's rows without a link while the chain exists.
      where: { OR: [{ chainKey }, { entityType, entityId, chainKey: null, seq: null }] },
      orderBy: [{ seq: { sort: "asc", nulls: "last" } }],
    }),
    db.auditChainHead.findUnique({ where: { chainKey } }),
  ]);
  const chained = head ? rows : rows.filter((r) => r.chainKey !== null);
  // Unlinked rows older than the chain's first event predate chaining: they are history, not tampering.
  const firstLinked = chained.find((r) => r.seq !== null);
  const relevant = chained.filter((r) => r.seq !== null || (firstLinked && r.createdAt >= firstLinked.createdAt));
  const broken = verifyChainRows(
    relevant.map((r) => toChainRow(r, chainKey)),
    { head: head ? { seq: head.seq, hash: head.hash } : null },
  );
  return { chainKey, events: relevant.length, broken };
}

export type AuditTrailScope = { entityType?: string; entityIds?: string[]; from?: Date; to?: Date };

/** Every chain with an event in the scope, each walked whole, so a link removed outside the period shows too. */
export async function verifyAuditTrail(scope: AuditTrailScope) {
  const keys = await db.auditEvent.findMany({
    where: {
      chainKey: { not: null },
      ...(scope.entityType ? { entityType: scope.entityType } : {}),
      ...(scope.entityIds ? { entityId: { in: scope.entityIds } } : {}),
      ...(scope.from || scope.to ? { createdAt: { gte: scope.from, lt: scope.to } } : {}),
    },
    distinct: ["chainKey"],
    select: { entityType: true, entityId: true },
  });
  let events = 0;
  const broken: { chainKey: string; seq: number | null; id: string | null; reason: string }[] = [];
  for (const key of keys) {
    const verdict = await verifyAuditChain(key.entityType, key.entityId);
    events += verdict.events;
    if (verdict.broken) broken.push(verdict.broken);
  }
  return { chains: keys.length, events, broken };
}
