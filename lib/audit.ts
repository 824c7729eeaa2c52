// Append-only audit trail. Call inside the same transaction as the change, so a rolled-back change
// leaves no audit row and a committed one always has it. Each entity's events form a hash chain
// (lib/audit-trail/chain-hash.ts), so an edited, deleted or inserted row shows.
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { currentRequestId } from "@/lib/http/request-context";
import { chainKeyOf, type AuditContent } from "@/lib/audit-trail/chain-hash";
import { insertLinkedAtCommit } from "@/lib/audit-trail/link-at-commit";

const SECRET_FIELDS = new Set([
  "passwordHash",
  "password",
  "tokenHash",
  "temporaryPassword",
  "iban",
  "accountNumber",
  "routingNumber",
  "bicSwift",
  "socialInsuranceNumber",
]);

type Plain = Record<string, unknown>;

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (
    value &&
    typeof value === "object" &&
    "toFixed" in value &&
    typeof (value as { toString: unknown }).toString === "function"
  )
    return String(value); // Prisma Decimal
  return value;
}

/** Changed fields only, secrets masked. With no `before`, every field of `after` counts as changed. */
export function diffForAudit(before: Plain | null | undefined, after: Plain | null | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Plain = {};
  const a: Plain = {};
  for (const key of keys) {
    const oldValue = normalise(before?.[key]);
    const newValue = normalise(after?.[key]);
    if (before && after && JSON.stringify(oldValue) === JSON.stringify(newValue)) continue;
    const mask = (v: unknown) => (SECRET_FIELDS.has(key) && v !== null && v !== undefined ? "***" : v);
    if (before && key in before) b[key] = mask(oldValue);
    if (after && key in after) a[key] = mask(newValue);
  }
  return { before: before ? b : null, after: after ? a : null };
}

export async function recordAudit(
  tx: Tx,
  event: {
    actor: Actor | null;
    action: string;
    entityType: string;
    entityId: string;
    before?: Plain | null;
    after?: Plain | null;
  },
) {
  const diff = diffForAudit(event.before, event.after);
  // What jsonb will hand back: the hash is of the stored values, not of the objects in memory.
  const stored = (value: Plain | null) => (value === null ? null : (JSON.parse(JSON.stringify(value)) as Plain));
  const content: AuditContent = {
    id: randomUUID(),
    chainKey: chainKeyOf(event.entityType, event.entityId),
    createdAt: new Date().toISOString(),
    actorId: event.actor?.userId ?? null,
    actorRole: event.actor?.mainRole ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    before: stored(diff.before),
    after: stored(diff.after),
    requestId: currentRequestId() ?? null,
  };
  // Linked into its chain when the transaction commits (lib/audit-trail/link-at-commit.ts).
  await insertLinkedAtCommit(tx, content);
}
