/** @jest-environment node */
// [OPS] Backups (issue 28): a seeded database with uploaded files is backed up by scripts/backup.ts, restored by
// scripts/restore.ts into a fresh database and a fresh folder, and the product then runs on the restored copy:
// every table's row count and every file's sha256 match the original (counted here independently of the
// manifest), real route handlers answer from the restored database, and the files read back through lib/storage.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { migrateDeployQuietly } from "@/scripts/lib/migrate-deploy";
import { prepareFreshDatabase } from "@/scripts/lib/backup-db";
import { hashObject } from "@/scripts/lib/backup-files";
import { backup } from "@/scripts/backup";
import { restore } from "@/scripts/restore";
import { newKey, readStream, writeStream } from "@/lib/storage/files";
import { DEMO_ACCOUNTS } from "@/prisma/demo-accounts";
import { countsOf, dropDatabase, seedQuietly } from "./backup-support";

jest.setTimeout(170_000);

const MB = 1024 * 1024;
const base = process.env.OMNI_TEST_DATABASE_URL!;
const withDatabase = (name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const sourceUrl = withDatabase(`omni_backup_src_${suffix}`);
const restoredUrl = withDatabase(`omni_backup_dst_${suffix}`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "omni-backup-test-"));
const sourceDir = path.join(work, "files-source");
const restoredDir = path.join(work, "files-restored");
const backupDir = path.join(work, "backup");
const saved = { DATABASE_URL: process.env.DATABASE_URL, OMNI_STORAGE_DIR: process.env.OMNI_STORAGE_DIR };
const uploaded: { key: string; sha256: string }[] = [];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.part-/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

beforeAll(async () => {
  await prepareFreshDatabase(sourceUrl);
  await migrateDeployQuietly(sourceUrl);
  await seedQuietly(sourceUrl, sourceDir);
  // A few uploads through the storage API (disk backend), one of several MB, and a write left unfinished.
  process.env.OMNI_STORAGE_DIR = sourceDir;
  for (const [ext, bytes] of [
    [".pdf", Buffer.from("%PDF-1.4\n% backup test\n%%EOF\n")],
    [".csv", Buffer.from("employee,amount\nE1,100.50\nE2,2000\n")],
    [".bin", crypto.randomBytes(3 * MB)],
  ] as const) {
    const key = newKey("documents", ext);
    expect(await writeStream(key, Readable.from([bytes]))).toEqual({ sizeBytes: bytes.length });
    uploaded.push({ key, sha256: crypto.createHash("sha256").update(bytes).digest("hex") });
  }
  fs.writeFileSync(path.join(sourceDir, `${uploaded[0].key}.part-${crypto.randomUUID()}`), "half a file");
}, 170_000);

afterAll(async () => {
  const state = globalThis as unknown as { omniPrisma?: { $disconnect(): Promise<void> }; omniPool?: pg.Pool };
  await state.omniPrisma?.$disconnect();
  await state.omniPool?.end();
  state.omniPrisma = undefined;
  state.omniPool = undefined;
  process.env.DATABASE_URL = saved.DATABASE_URL;
  if (saved.OMNI_STORAGE_DIR === undefined) delete process.env.OMNI_STORAGE_DIR;
  else process.env.OMNI_STORAGE_DIR = saved.OMNI_STORAGE_DIR;
  await dropDatabase(sourceUrl);
  await dropDatabase(restoredUrl);
  fs.rmSync(work, { recursive: true, force: true });
});

test("a backup restored into a fresh database and folder matches table by table and file by file", async () => {
  const manifest = await backup({ databaseUrl: sourceUrl, files: { kind: "disk", dir: sourceDir }, dir: backupDir });
  expect(fs.existsSync(path.join(backupDir, "manifest.json"))).toBe(true);
  // The manifest covers every table of the product's schema and every finished file, the unfinished one left out.
  const sourceCounts = await countsOf(sourceUrl, ["public"]);
  const listed = new Map(manifest.database.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
  for (const [table, rows] of sourceCounts) expect([table, listed.get(table)]).toEqual([table, rows]);
  expect(sourceCounts.get("public.Employee")).toBeGreaterThan(50);
  expect(manifest.files.items.map((f) => f.key)).toEqual(filesUnder(sourceDir));
  for (const u of uploaded) expect(manifest.files.items).toContainEqual(expect.objectContaining(u));

  const { problems } = await restore({
    dir: backupDir,
    databaseUrl: restoredUrl,
    files: { kind: "disk", dir: restoredDir },
  });
  expect(problems).toEqual([]);

  // Counted again here, not from the manifest: every table, every file.
  expect([...(await countsOf(restoredUrl, ["public"]))]).toEqual([...sourceCounts]);
  expect(filesUnder(restoredDir)).toEqual(filesUnder(sourceDir));
  for (const key of filesUnder(sourceDir))
    expect([key, (await hashObject({ kind: "disk", dir: restoredDir }, key)).sha256]).toEqual([
      key,
      (await hashObject({ kind: "disk", dir: sourceDir }, key)).sha256,
    ]);

  // A restore never overwrites: the same target is refused.
  await expect(
    restore({ dir: backupDir, databaseUrl: restoredUrl, files: { kind: "disk", dir: path.join(work, "other") } }),
  ).rejects.toThrow(/not empty/);
});

test("the product runs on the restored database and files", async () => {
  // This file's code under test now uses the restored copy (the pool is created on first use).
  process.env.DATABASE_URL = restoredUrl;
  process.env.OMNI_STORAGE_DIR = restoredDir;
  const { getDb } = await import("@/lib/db");
  const { call, tokenFor } = await import("../support/http");
  const employeesRoute = await import("@/app/api/employees/route");
  const downloadRoute = await import("@/app/api/documents/[documentId]/download/route");

  const adminEmail = DEMO_ACCOUNTS.find((a) => a.email.startsWith("admin@"))!.email;
  const admin = await getDb().user.findUniqueOrThrow({ where: { email: adminEmail } });
  const token = await tokenFor(admin.id);

  const employees = await call<{ data?: unknown[]; items?: unknown[] } | unknown[]>(employeesRoute.GET, {
    path: "/api/employees",
    token,
  });
  expect(employees.status).toBe(200);
  expect(JSON.stringify(employees.body)).toContain((await getDb().employee.findFirstOrThrow()).id);

  // Seeded documents download through the real route from the restored folder, byte for byte.
  const documents = await getDb().document.findMany({ where: { status: "READY" }, take: 3, orderBy: { id: "asc" } });
  expect(documents.length).toBeGreaterThan(0);
  const sourceHashes = new Map(
    await Promise.all(
      filesUnder(sourceDir).map(
        async (k) => [k, (await hashObject({ kind: "disk", dir: sourceDir }, k)).sha256] as const,
      ),
    ),
  );
  let downloaded = 0;
  for (const document of documents) {
    if (!sourceHashes.has(document.storageKey)) continue;
    const res = await downloadRoute.GET(
      new (await import("next/server")).NextRequest(
        new URL(`/api/documents/${document.id}/download?disposition=attachment&download=1`, "http://localhost"),
        { headers: { authorization: `Bearer ${token}` } },
      ),
      { params: Promise.resolve({ documentId: document.id }) },
    );
    expect(res.status).toBe(200);
    const hash = crypto
      .createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex");
    expect(hash).toBe(sourceHashes.get(document.storageKey));
    downloaded++;
  }
  expect(downloaded).toBeGreaterThan(0);

  // The uploaded files read back through lib/storage.
  for (const u of uploaded) expect(await sha256Of(readStream(u.key))).toBe(u.sha256);
});
