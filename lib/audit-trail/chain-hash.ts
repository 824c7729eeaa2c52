// The hash chain of the audit trail, pure so the writer, the database check and the offline check of an
// export (scripts/verify-pack.ts) compute the same thing. An event's hash is sha256(previous hash + content
// hash), hex; the first event of a chain has the empty string as its previous hash. The content is the
// event's fields as canonical JSON (keys sorted at every level), so jsonb's key order does not matter.
import { createHash } from "node:crypto";

export type AuditContent = {
  id: string;
  chainKey: string;
  createdAt: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
};

export function chainKeyOf(entityType: string, entityId: string): string {
  return `${entityType}:${entityId}`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** JSON with object keys sorted at every level; undefined members are left out as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function contentHashOf(c: AuditContent): string {
  // Exactly these fields, whatever else the object carries (a stored row also has its seq and hash).
  return sha256Hex(
    canonicalJson({
      id: c.id,
      chainKey: c.chainKey,
      createdAt: c.createdAt,
      actorId: c.actorId ?? null,
      actorRole: c.actorRole ?? null,
      action: c.action,
      entityType: c.entityType,
      entityId: c.entityId,
      before: c.before ?? null,
      after: c.after ?? null,
      requestId: c.requestId ?? null,
    }),
  );
}

export function linkHash(previousHash: string, contentHash: string): string {
  return sha256Hex(previousHash + contentHash);
}

/** The first event of a new chain (set-based writers that create the entity in the same statement). */
export function firstAuditLink(content: AuditContent): AuditContent & { hash: string } {
  return { ...content, hash: linkHash("", contentHashOf(content)) };
}

export type ChainRow = AuditContent & { seq: number | null; hash: string | null };

export type ChainBreak = { chainKey: string; seq: number | null; id: string | null; reason: string };

/**
 * Walks one chain's rows in `seq` order and names the first broken link. `previousHash` is the hash before
 * the first row (the empty string when the rows start at seq 1; an export of a period carries it), and
 * `head` the chain's recorded last link when known (a deleted last row shows only there).
 */
export function verifyChainRows(
  rows: ChainRow[],
  options: { previousHash?: string; head?: { seq: number; hash: string } | null } = {},
): ChainBreak | null {
  if (rows.length === 0) return null;
  const chainKey = rows[0].chainKey;
  let expectedSeq = rows[0].seq ?? 1;
  let previous = options.previousHash ?? "";
  if (options.previousHash === undefined && expectedSeq !== 1) {
    return {
      chainKey,
      seq: rows[0].seq,
      id: rows[0].id,
      reason: `the chain starts at ${expectedSeq}, not 1: earlier events are missing`,
    };
  }
  for (const row of rows) {
    if (row.seq === null || row.hash === null) {
      return { chainKey, seq: row.seq, id: row.id, reason: "an event without a link (inserted outside the trail)" };
    }
    if (row.seq !== expectedSeq) {
      const reason =
        row.seq > expectedSeq
          ? `event ${expectedSeq} is missing (deleted)`
          : `event ${row.seq} appears twice (inserted)`;
      return { chainKey, seq: expectedSeq, id: row.id, reason };
    }
    const expected = linkHash(previous, contentHashOf(row));
    if (expected !== row.hash) {
      return {
        chainKey,
        seq: row.seq,
        id: row.id,
        reason: `event ${row.seq} does not match its hash (edited, inserted or a link before it removed)`,
      };
    }
    previous = row.hash;
    expectedSeq += 1;
  }
  const last = rows[rows.length - 1];
  const head = options.head;
  if (head && (last.seq ?? 0) > head.seq) {
    const extra = rows.find((r) => (r.seq ?? 0) > head.seq) ?? last;
    return {
      chainKey,
      seq: extra.seq,
      id: extra.id,
      reason: `event ${extra.seq} was added after the chain's last link`,
    };
  }
  if (head && (head.seq !== last.seq || head.hash !== last.hash)) {
    return { chainKey, seq: head.seq, id: null, reason: `the chain's last event ${head.seq} is missing (deleted)` };
  }
  return null;
}
