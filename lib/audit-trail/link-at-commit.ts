// The audit writer's one statement (issue 27): insert the event with its content hash and no seq. The deferred
// trigger of migration 20261129110000_audit_link_at_commit links it when the transaction commits (seq, and hash =
// sha256(previous hash + content hash), as linkHash() does), so writers of one entity wait on each other only for
// the commit itself, not for the rest of each other's transactions. Per chain, no global lock.
import type { Tx } from "@/lib/db";
import { contentHashOf, type AuditContent } from "@/lib/audit-trail/chain-hash";

export async function insertLinkedAtCommit(tx: Pick<Tx, "$executeRaw">, c: AuditContent) {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await tx.$executeRaw`
    INSERT INTO "AuditEvent" (id, "actorId", "actorRole", action, "entityType", "entityId", before, after,
      "requestId", "createdAt", "chainKey", hash)
    VALUES (${c.id}, ${c.actorId}, ${c.actorRole}, ${c.action}, ${c.entityType}, ${c.entityId},
      ${json(c.before)}::jsonb, ${json(c.after)}::jsonb, ${c.requestId}, ${c.createdAt}::timestamp(3),
      ${c.chainKey}, ${contentHashOf(c)})`;
}
