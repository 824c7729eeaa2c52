// recordAudit for many entities at once: the same events (changed fields, secrets masked, content hash), written
// in one INSERT ... SELECT FROM unnest instead of one round trip each, so a 20,000-row upload stays one statement.
// Each entity's head row stays locked from here to commit (recordAudit's trigger locks it only at commit): keep the
// rest of the transaction short.
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { diffForAudit } from "@/lib/audit";
import { currentRequestId } from "@/lib/http/request-context";
import { chainKeyOf, contentHashOf, type AuditContent } from "@/lib/audit-trail/chain-hash";

type Plain = Record<string, unknown>;
export type AuditOf = { entityId: string; before?: Plain | null; after?: Plain | null };

export async function recordAuditMany(
  tx: Pick<Tx, "$executeRaw">,
  common: { actor: Actor | null; action: string; entityType: string },
  events: AuditOf[],
) {
  if (events.length === 0) return;
  const createdAt = new Date().toISOString();
  const requestId = currentRequestId() ?? null;
  const stored = (value: Plain | null) => (value === null ? null : (JSON.parse(JSON.stringify(value)) as Plain));
  const rows = events.map((event): AuditContent & { hash: string } => {
    const diff = diffForAudit(event.before, event.after);
    const content: AuditContent = {
      id: randomUUID(),
      chainKey: chainKeyOf(common.entityType, event.entityId),
      createdAt,
      actorId: common.actor?.userId ?? null,
      actorRole: common.actor?.mainRole ?? null,
      action: common.action,
      entityType: common.entityType,
      entityId: event.entityId,
      before: stored(diff.before),
      after: stored(diff.after),
      requestId,
    };
    return { ...content, hash: contentHashOf(content) };
  });
  const keys = rows.map((r) => r.chainKey);
  if (new Set(keys).size !== keys.length) throw new Error("recordAuditMany: one event per entity and call.");
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  // Linked here, set-based, as the deferred trigger links one row (hash = sha256(previous hash + content hash)):
  // 20,000 trigger calls at commit cost more than the rest of a provider-ID upload. A chain without a head gets one
  // at seq 0 and hash '' first (its first link is then sha256('' + content hash), as for a new chain).
  await tx.$executeRaw`
    INSERT INTO "AuditChainHead" ("chainKey", seq, hash) SELECT k, 0, '' FROM unnest(${keys}::text[]) AS k
    ON CONFLICT ("chainKey") DO NOTHING`;
  // In key order, so two such writers over the same entities queue instead of deadlocking.
  await tx.$executeRaw`
    SELECT 1 FROM "AuditChainHead" WHERE "chainKey" = ANY(${[...keys].sort()}::text[]) ORDER BY "chainKey" FOR UPDATE`;
  await tx.$executeRaw`
    WITH input AS (
      SELECT * FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.entityId)}::text[],
                           ${rows.map((r) => json(r.before))}::text[], ${rows.map((r) => json(r.after))}::text[],
                           ${keys}::text[], ${rows.map((r) => r.hash)}::text[])
        AS t(id, "entityId", before, after, "chainKey", "contentHash")
    ), heads AS (
      UPDATE "AuditChainHead" h
         SET seq = h.seq + 1, hash = encode(sha256(convert_to(h.hash || i."contentHash", 'UTF8')), 'hex')
        FROM input i WHERE h."chainKey" = i."chainKey"
      RETURNING h."chainKey", h.seq, h.hash
    )
    INSERT INTO "AuditEvent" (id, "actorId", "actorRole", action, "entityType", "entityId", before, after,
      "requestId", "createdAt", "chainKey", seq, hash)
    SELECT i.id, ${common.actor?.userId ?? null}, ${common.actor?.mainRole ?? null}, ${common.action},
           ${common.entityType}, i."entityId", i.before::jsonb, i.after::jsonb, ${requestId},
           ${createdAt}::timestamp(3), i."chainKey", h.seq, h.hash
      FROM input i JOIN heads h ON h."chainKey" = i."chainKey"`;
}
