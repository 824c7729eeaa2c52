/** @jest-environment node */
// [27] Audit events linked at commit (migration 20261129110000_audit_link_at_commit) keep every guarantee of the
// chain: 20 concurrent writers of one entity form one unbroken chain, events of recordAudit and of the writer
// alone continue one chain, a rolled-back event leaves no gap, and an edited or deleted event is still named.
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { chainKeyOf, contentHashOf, linkHash, type AuditContent } from "@/lib/audit-trail/chain-hash";
import { insertLinkedAtCommit } from "@/lib/audit-trail/link-at-commit";
import { verifyAuditChain } from "@/lib/audit-trail/verify-audit-chain";

const db = getDb();

function content(entityId: string, after: Record<string, unknown>): AuditContent {
  return {
    id: randomUUID(),
    chainKey: chainKeyOf("AtCommitEntity", entityId),
    createdAt: new Date().toISOString(),
    actorId: null,
    actorRole: "admin",
    action: "test.at-commit",
    entityType: "AtCommitEntity",
    entityId,
    before: null,
    after,
    requestId: null,
  };
}

const write = (entityId: string, after: Record<string, unknown>) =>
  db.$transaction((tx) => insertLinkedAtCommit(tx, content(entityId, after)));

describe("[AUDIT] events linked at commit", () => {
  it("20 concurrent writers of one entity form one chain: seq 1..20, hash = sha256(previous + content hash)", async () => {
    const id = randomUUID();
    await Promise.all(Array.from({ length: 20 }, (_, i) => write(id, { i })));
    const rows = await db.auditEvent.findMany({ where: { entityId: id }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    let previous = "";
    for (const row of rows) {
      const expected = linkHash(
        previous,
        contentHashOf({ ...row, chainKey: row.chainKey!, createdAt: row.createdAt.toISOString() }),
      );
      expect(row.hash).toBe(expected);
      previous = expected;
    }
    const head = await db.auditChainHead.findUnique({ where: { chainKey: chainKeyOf("AtCommitEntity", id) } });
    expect(head).toEqual({ chainKey: chainKeyOf("AtCommitEntity", id), seq: 20, hash: previous });
    expect(await verifyAuditChain("AtCommitEntity", id)).toMatchObject({ events: 20, broken: null });
  });

  it("continues a chain recordAudit started, and a rolled-back event leaves no gap", async () => {
    const id = randomUUID();
    await db.$transaction((tx) =>
      recordAudit(tx, {
        actor: null,
        action: "test.first",
        entityType: "AtCommitEntity",
        entityId: id,
        after: { n: 1 },
      }),
    );
    await write(id, { n: 2 });
    await expect(
      db.$transaction(async (tx) => {
        await insertLinkedAtCommit(tx, content(id, { n: "rolled back" }));
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await write(id, { n: 3 });
    const rows = await db.auditEvent.findMany({ where: { entityId: id }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => [r.seq, (r.after as { n: unknown }).n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect((await verifyAuditChain("AtCommitEntity", id)).broken).toBeNull();
  });

  it("still names an edited and a deleted event", async () => {
    const edited = randomUUID();
    const deleted = randomUUID();
    for (const id of [edited, deleted]) for (let n = 1; n <= 3; n++) await write(id, { n });
    await db.$executeRaw`UPDATE "AuditEvent" SET after = '{"n": 99}' WHERE "entityId" = ${edited} AND seq = 2`;
    expect((await verifyAuditChain("AtCommitEntity", edited)).broken).toMatchObject({
      seq: 2,
      reason: expect.stringContaining("does not match its hash"),
    });
    await db.$executeRaw`DELETE FROM "AuditEvent" WHERE "entityId" = ${deleted} AND seq = 2`;
    expect((await verifyAuditChain("AtCommitEntity", deleted)).broken).toMatchObject({
      seq: 2,
      reason: expect.stringContaining("missing (deleted)"),
    });
  });
});
