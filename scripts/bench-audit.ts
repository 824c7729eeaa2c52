// `npx tsx scripts/bench-audit.ts`: audit writes with the hash chain (lib/audit.ts: the event inserted with its
// content hash, linked into its chain by the deferred trigger at commit) against the plain insert it replaced, in the same run, on its own embedded
// PostgreSQL. 20 concurrent writers, each committing one transaction per event; two shapes: every writer on its
// own entity (the common case: chains are per entity, so writers never wait on each other) and all 20 on one
// entity (the worst case: the head row serialises them). Rounds alternate plain/chained to even out noise.
// BENCH_AUDIT_EVENTS=300 per writer per round by default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ChainRow } from "../lib/audit-trail/chain-hash";
import { findFreePort, migrateDeploy, startEmbeddedDb } from "./lib/embedded-db";

const WRITERS = 20;
const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 300);
const ROUNDS = 3;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-audit-"));
  const database = await startEmbeddedDb({
    dataDir: path.join(dir, "pg"),
    port: await findFreePort(),
    persistent: false,
  });
  try {
    await migrateDeploy(database.url, { quiet: true });
    process.env.DATABASE_URL = database.url;
    process.env.DB_POOL_SIZE = String(WRITERS);
    const { getDb } = await import("../lib/db");
    const { recordAudit } = await import("../lib/audit");
    const { verifyChainRows } = await import("../lib/audit-trail/chain-hash");
    const db = getDb();
    await db.$queryRaw`SELECT 1`;

    const plain = (entityId: string, i: number) =>
      db.$transaction((tx) =>
        tx.auditEvent.create({
          data: { action: "bench.change", entityType: "Bench", entityId, after: { i, note: "x".repeat(40) } },
        }),
      );
    const chained = (entityId: string, i: number) =>
      db.$transaction((tx) =>
        recordAudit(tx, {
          actor: null,
          action: "bench.change",
          entityType: "Bench",
          entityId,
          after: { i, note: "x".repeat(40) },
        }),
      );

    async function round(write: (entityId: string, i: number) => Promise<unknown>, shared: boolean) {
      const one = randomUUID();
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          const entityId = shared ? one : randomUUID();
          for (let i = 0; i < EVENTS; i++) await write(entityId, i);
        }),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return (WRITERS * EVENTS) / seconds;
    }

    // Warm-up of both paths (pools, JIT, plans).
    await round(plain, false);
    await round(chained, false);
    for (const shared of [false, true]) {
      const p: number[] = [];
      const c: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        p.push(await round(plain, shared));
        c.push(await round(chained, shared));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const mp = median(p);
      const mc = median(c);
      console.log(
        `${shared ? "one entity, 20 writers " : "own entity per writer  "}  plain ${mp.toFixed(0)} events/s, ` +
          `chained ${mc.toFixed(0)} events/s: ${((mc / mp) * 100).toFixed(0)}% of plain (rounds: plain ` +
          `${p.map((x) => x.toFixed(0)).join("/")}, chained ${c.map((x) => x.toFixed(0)).join("/")})`,
      );
    }
    {
      // The trigger links every event at commit: none may be left without its seq and hash.
      const broken = await db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM "AuditEvent"
         WHERE "entityType" = 'Bench' AND "chainKey" IS NOT NULL AND (seq IS NULL OR hash IS NULL)`;
      console.log(`  unlinked events after the runs: ${broken[0].n}`);
    }
    // Every chain written still verifies.
    const rows: ChainRow[] = (
      await db.auditEvent.findMany({
        where: { entityType: "Bench", chainKey: { not: null } },
        orderBy: [{ chainKey: "asc" }, { seq: "asc" }],
      })
    ).map((r) => ({ ...r, chainKey: r.chainKey ?? "", createdAt: r.createdAt.toISOString() }));
    const chains = new Map<string, ChainRow[]>();
    for (const row of rows) {
      if (!chains.has(row.chainKey)) chains.set(row.chainKey, []);
      chains.get(row.chainKey)?.push(row);
    }
    const breaks = [...chains.values()].map((chain) => verifyChainRows(chain)).filter(Boolean);
    console.log(`  ${chains.size} chains, ${rows.length} events verified: ${breaks.length} broken`, breaks.slice(0, 3));
    await db.$disconnect();
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
