/** @jest-environment node */
// [27] The audit trail as hash chains in real PostgreSQL: an edited, a deleted and an inserted row are each named,
// concurrent writers of one entity still form one unbroken chain, and an exported CSV verifies offline.
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stringify } from "csv-stringify/sync";
import * as exportRoute from "@/app/api/back-office/audit-trail/route";
import * as verifyRoute from "@/app/api/back-office/audit-trail/verify/route";
import { getDb } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { chainKeyOf, contentHashOf, linkHash } from "@/lib/audit-trail/chain-hash";
import { verifyAuditChain } from "@/lib/audit-trail/verify-audit-chain";
import { AUDIT_CSV_HEADER, auditTrailRows } from "@/lib/audit-trail/export-audit-trail";
import { verifyAuditCsv } from "@/lib/audit-trail/verify-audit-csv";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

const db = getDb();
const actor = { userId: null, mainRole: "admin" } as unknown as Actor;

async function writeEvents(entityId: string, count: number) {
  for (let i = 1; i <= count; i++) {
    await db.$transaction((tx) =>
      recordAudit(tx, {
        actor,
        action: "test.change",
        entityType: "TestEntity",
        entityId,
        before: { step: i - 1, when: new Date(Date.UTC(2026, 0, i)) },
        after: { step: i, nested: { b: 2, a: [1, "x"] } },
      }),
    );
  }
}

async function exportCsv(entityIds: string[]) {
  const rows: unknown[][] = [];
  for await (const row of auditTrailRows({ entityIds })) rows.push(row);
  return stringify([[...AUDIT_CSV_HEADER], ...rows]);
}

describe("[27] tamper-evident audit trail", () => {
  it("links each event to the one before it: seq 1..n, hash = sha256(previous hash + content hash)", async () => {
    const id = randomUUID();
    await writeEvents(id, 5);
    const rows = await db.auditEvent.findMany({ where: { entityId: id }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    let previous = "";
    for (const r of rows) {
      const content = { ...r, chainKey: chainKeyOf("TestEntity", id), createdAt: r.createdAt.toISOString() };
      expect(r.hash).toBe(linkHash(previous, contentHashOf(content)));
      previous = r.hash!;
    }
    expect(await verifyAuditChain("TestEntity", id)).toEqual({ chainKey: `TestEntity:${id}`, events: 5, broken: null });
  });

  it("names an edited row", async () => {
    const id = randomUUID();
    await writeEvents(id, 4);
    await db.$executeRaw`UPDATE "AuditEvent" SET after = '{"step": 99}' WHERE "entityId" = ${id} AND seq = 3`;
    const { broken } = await verifyAuditChain("TestEntity", id);
    expect(broken).toMatchObject({ seq: 3, reason: expect.stringContaining("does not match its hash") });
  });

  it("names a deleted row, in the middle and at the end", async () => {
    const middle = randomUUID();
    await writeEvents(middle, 4);
    await db.$executeRaw`DELETE FROM "AuditEvent" WHERE "entityId" = ${middle} AND seq = 2`;
    expect((await verifyAuditChain("TestEntity", middle)).broken).toMatchObject({
      seq: 2,
      reason: "event 2 is missing (deleted)",
    });
    const last = randomUUID();
    await writeEvents(last, 3);
    await db.$executeRaw`DELETE FROM "AuditEvent" WHERE "entityId" = ${last} AND seq = 3`;
    expect((await verifyAuditChain("TestEntity", last)).broken).toMatchObject({
      seq: 3,
      reason: "the chain's last event 3 is missing (deleted)",
    });
  });

  it("names an inserted row: one without a link, and one appended past the chain's head", async () => {
    const unlinked = randomUUID();
    await writeEvents(unlinked, 2);
    await db.$executeRaw`INSERT INTO "AuditEvent" (id, action, "entityType", "entityId", "createdAt")
      VALUES (${randomUUID()}, 'test.forged', 'TestEntity', ${unlinked}, now())`;
    expect((await verifyAuditChain("TestEntity", unlinked)).broken).toMatchObject({
      reason: "an event without a link (inserted outside the trail)",
    });
    const appended = randomUUID();
    await writeEvents(appended, 2);
    const [top] = await db.auditEvent.findMany({ where: { entityId: appended }, orderBy: { seq: "desc" }, take: 1 });
    const forged = { ...top, chainKey: top.chainKey!, id: randomUUID(), seq: 3, createdAt: new Date() };
    const hash = linkHash(top.hash!, contentHashOf({ ...forged, createdAt: forged.createdAt.toISOString() }));
    // A careful forger: every field hashed and linked to the real last event; only the head knows better.
    await db.$executeRaw`INSERT INTO "AuditEvent" (id, "actorRole", action, "entityType", "entityId", before, after,
        "createdAt", "chainKey", seq, hash)
      VALUES (${forged.id}, ${forged.actorRole}, ${forged.action}, 'TestEntity', ${appended},
        ${JSON.stringify(forged.before)}::jsonb, ${JSON.stringify(forged.after)}::jsonb,
        ${forged.createdAt.toISOString()}::timestamp(3), ${forged.chainKey}, 3, ${hash})`;
    expect((await verifyAuditChain("TestEntity", appended)).broken).toMatchObject({
      seq: 3,
      reason: "event 3 was added after the chain's last link",
    });
  });

  it("keeps one unbroken chain under 20 concurrent writers of the same entity", async () => {
    const id = randomUUID();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.$transaction((tx) =>
          recordAudit(tx, { actor, action: "test.concurrent", entityType: "TestEntity", entityId: id, after: { i } }),
        ),
      ),
    );
    const seqs = (await db.auditEvent.findMany({ where: { entityId: id }, select: { seq: true } })).map((r) => r.seq);
    expect(seqs.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await verifyAuditChain("TestEntity", id)).broken).toBeNull();
  });

  it("a rolled-back change leaves neither an event nor an advanced head", async () => {
    const id = randomUUID();
    await writeEvents(id, 1);
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, { actor, action: "test.rollback", entityType: "TestEntity", entityId: id });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await writeEvents(id, 1);
    expect((await verifyAuditChain("TestEntity", id)).broken).toBeNull();
  });

  it("an export verifies offline, and one changed byte in a cell is named", async () => {
    const a = randomUUID();
    const b = randomUUID();
    await writeEvents(a, 3);
    await writeEvents(b, 2);
    const csv = await exportCsv([a, b]);
    expect(verifyAuditCsv(csv)).toEqual({ chains: 2, events: 5, broken: [] });
    // One byte of the second event of chain a: its "after" step 2 becomes 3.
    const tampered = csv
      .split("\n")
      .map((line) => (line.startsWith(`TestEntity:${a},2,`) ? line.replace('""step"":2}', '""step"":3}') : line))
      .join("\n");
    expect(tampered).not.toBe(csv);
    const result = verifyAuditCsv(tampered);
    expect(result.broken).toHaveLength(1);
    expect(result.broken[0]).toMatchObject({ chainKey: `TestEntity:${a}`, seq: 2 });
    // The same through the offline script, as an auditor runs it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
    fs.writeFileSync(path.join(dir, "good.csv"), csv);
    fs.writeFileSync(path.join(dir, "bad.csv"), tampered);
    const script = (file: string) =>
      spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/verify-pack.ts", path.join(dir, file)], {
        encoding: "utf8",
      });
    const good = script("good.csv");
    expect([good.status, good.stdout.trim()]).toEqual([0, "OK: 5 events in 2 chains, every link holds."]);
    const bad = script("bad.csv");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`BROKEN TestEntity:${a} at event 2: event 2 does not match its hash`);
  });

  it("the export and check routes are the OP admins' (a general admin is refused), and a bad scope names the field", async () => {
    const id = randomUUID();
    await writeEvents(id, 2);
    const { user: op } = await createUser(db, { roles: ["admin", "operator"] });
    const { user: general } = await createUser(db, { roles: ["admin"] });
    const opToken = await tokenFor(op.id);
    const path = `/api/back-office/audit-trail?entityType=TestEntity&entityId=${id}`;
    expect((await call(exportRoute.GET, { path, token: await tokenFor(general.id) })).status).toBe(403);
    const csv = await call<string>(exportRoute.GET, { path, token: opToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const verdict = await call(verifyRoute.GET, {
      path: path.replace("audit-trail?", "audit-trail/verify?"),
      token: opToken,
    });
    expect(verdict.body).toEqual({ chains: 1, events: 2, broken: [] });
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(verifyRoute.GET, {
      path: "/api/back-office/audit-trail/verify?from=2026-02-01&to=2026-01-01",
      token: opToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.to).toEqual(["The end of the period must come after its start"]);
  });
});
