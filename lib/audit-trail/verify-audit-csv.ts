// Offline check of an exported audit trail (export-audit-trail.ts): every chain in the file is walked from the
// previous hash its first row carries. Used by scripts/verify-pack.ts; no database needed.
import { parse } from "csv-parse/sync";
import { verifyChainRows, type ChainBreak, type ChainRow } from "@/lib/audit-trail/chain-hash";

// csvResponse quotes a cell a spreadsheet would run as a formula; undo that before hashing.
const unquote = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const orNull = (cell: string) => (cell === "" ? null : cell);

export function verifyAuditCsv(text: string): { chains: number; events: number; broken: ChainBreak[] } {
  const records = parse(text.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const chains = new Map<string, { previousHash: string; rows: ChainRow[] }>();
  for (const raw of records) {
    const r = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, unquote(v)]));
    const row: ChainRow = {
      id: r.id,
      chainKey: r.chainKey,
      createdAt: r.createdAt,
      actorId: orNull(r.actorId),
      actorRole: orNull(r.actorRole),
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      before: r.before === "" ? null : (JSON.parse(r.before) as unknown),
      after: r.after === "" ? null : (JSON.parse(r.after) as unknown),
      requestId: orNull(r.requestId),
      seq: Number(r.seq),
      hash: r.hash,
    };
    const chain = chains.get(row.chainKey);
    if (chain) chain.rows.push(row);
    else chains.set(row.chainKey, { previousHash: r.prevHash, rows: [row] });
  }
  const broken: ChainBreak[] = [];
  for (const { previousHash, rows } of chains.values()) {
    rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const verdict = verifyChainRows(rows, { previousHash });
    if (verdict) broken.push(verdict);
  }
  return { chains: chains.size, events: records.length, broken };
}
