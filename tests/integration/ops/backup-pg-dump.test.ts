/** @jest-environment node */
// [OPS] Backups (issue 28), the `pg_dump --format=custom` path. The product's embedded PostgreSQL 18 comes without
// pg_dump, and this machine's client is Debian's PostgreSQL 15, so backup-restore.test.ts only covers the built-in
// COPY dump. Here a whole installed PostgreSQL (server and client of one major, found by findPgInstallation;
// required: Debian's postgresql-15 on this image and CI) runs a throwaway server: the product's migrations, the
// demo seed and a pg-boss queue with jobs go in, scripts/backup.ts must take a pg_dump custom-format dump with
// that pg_dump, and scripts/restore.ts must load it with that pg_restore into a fresh database. Every table of
// every schema (pgboss too, which the COPY dump leaves out) keeps its row count and its contents (a checksum of
// all rows), the sequences keep their values, and the product (Prisma, a route handler, pg-boss) runs on the copy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import PgBoss from "pg-boss";
import { migrateDeployQuietly } from "@/scripts/lib/migrate-deploy";
import { listTables, prepareFreshDatabase, quoteIdent } from "@/scripts/lib/backup-db";
import { findPgInstallation } from "@/scripts/lib/pg-tools";
import { backup } from "@/scripts/backup";
import { restore } from "@/scripts/restore";
import { DEMO_ACCOUNTS } from "@/prisma/demo-accounts";
import { countsOf, seedQuietly, withClient } from "./backup-support";
import { startPgCluster, type PgCluster } from "./pg-cluster";

jest.setTimeout(120_000);

const PROGRAMS = ["initdb", "pg_ctl", "postgres", "pg_dump", "pg_restore"];
const QUEUE = "backup-pg-dump-test";
const installation = findPgInstallation(PROGRAMS);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "omni-backup-pg-dump-"));
const sourceDir = path.join(work, "files-source");
const backupDir = path.join(work, "backup");
const saved = { PG_BIN_DIR: process.env.PG_BIN_DIR, DATABASE_URL: process.env.DATABASE_URL };
let cluster: PgCluster;
let sourceUrl: string;
let restoredUrl: string;

/** "schema.table" -> md5 of all its rows (as text, sorted), for every table of every non-system schema. */
function checksumsOf(url: string): Promise<Map<string, string>> {
  return withClient(url, async (client) => {
    const sums = new Map<string, string>();
    for (const t of await listTables(client)) {
      const { rows } = await client.query<{ sum: string | null }>(
        `SELECT md5(string_agg(r::text, E'\\n' ORDER BY r::text)) AS sum
         FROM ${quoteIdent(t.schema)}.${quoteIdent(t.name)} r`,
      );
      sums.set(`${t.schema}.${t.name}`, rows[0].sum ?? "empty");
    }
    return sums;
  });
}

/** Partitioned table -> its partitions (pgboss.job keeps each queue's jobs in a partition). */
const partitionsOf = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ parent: string; child: string }>(
      `SELECT pn.nspname || '.' || p.relname AS parent, cn.nspname || '.' || c.relname AS child
       FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent JOIN pg_namespace pn ON pn.oid = p.relnamespace
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace`,
    );
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.parent, [...(out.get(r.parent) ?? []), r.child]);
    return out;
  });

const sequencesOf = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; value: string | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value FROM pg_sequences ORDER BY 1`,
    );
    return rows;
  });

beforeAll(async () => {
  if (!installation)
    throw new Error(
      `This test needs a PostgreSQL server and client of one major (${PROGRAMS.join(", ")} in one folder: ` +
        "PG_BIN_DIR, or /usr/lib/postgresql/<major>/bin from Debian's postgresql-<major>); none was found",
    );
  console.log(`pg_dump test: PostgreSQL ${installation.major} from ${installation.dir} (${PROGRAMS.join(", ")})`);
  // The backup and restore scripts look in PG_BIN_DIR first: they must take this installation's client.
  process.env.PG_BIN_DIR = installation.dir;
  cluster = await startPgCluster(installation.dir);
  sourceUrl = cluster.url("omni_source");
  restoredUrl = cluster.url("omni_restored");
  await prepareFreshDatabase(sourceUrl);
  await migrateDeployQuietly(sourceUrl);
  await seedQuietly(sourceUrl, sourceDir);
  // Jobs waiting in the queue: schema pgboss is only in a pg_dump backup.
  const boss = new PgBoss({ connectionString: sourceUrl, max: 2 });
  await boss.start();
  await boss.createQueue(QUEUE);
  for (const n of [1, 2, 3]) await boss.send(QUEUE, { n });
  await boss.stop({ graceful: false, wait: true });
}, 120_000);

afterAll(async () => {
  const state = globalThis as unknown as {
    omniPrisma?: { $disconnect(): Promise<void> };
    omniPool?: { end(): unknown };
  };
  await state.omniPrisma?.$disconnect();
  await state.omniPool?.end();
  state.omniPrisma = undefined;
  state.omniPool = undefined;
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await cluster?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

test("pg_dump --format=custom backup restored by pg_restore: every table, row and sequence matches", async () => {
  const dir = installation!.dir;
  const logged: string[] = [];
  const manifest = await backup({
    databaseUrl: sourceUrl,
    files: { kind: "disk", dir: sourceDir },
    dir: backupDir,
    log: (m) => logged.push(m),
  });
  // pg_dump of this installation was chosen, not the COPY fallback.
  expect(manifest.database.format).toBe("pg_dump-custom");
  expect(logged).toContain(`pg_dump --format=custom (${path.join(dir, "pg_dump")})`);
  expect(fs.existsSync(path.join(backupDir, "tables"))).toBe(false);
  const dump = path.join(backupDir, "database.dump");
  const head = Buffer.alloc(5);
  const fd = fs.openSync(dump, "r");
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  expect(head.toString("latin1")).toBe("PGDMP");
  // The dump's table of contents holds the data of every table of the manifest, pgboss's included.
  const toc = execFileSync(path.join(dir, "pg_restore"), ["--list", dump], { encoding: "utf8" });
  const sourceCounts = await countsOf(sourceUrl);
  expect(sourceCounts.get("public.Employee")).toBeGreaterThan(50);
  expect(sourceCounts.get("pgboss.job")).toBeGreaterThanOrEqual(3);
  expect(manifest.database.tables.map((t) => [`${t.schema}.${t.name}`, t.rows])).toEqual([...sourceCounts]);
  const withData = new Set([...toc.matchAll(/ TABLE DATA (\S+) (\S+) /g)].map((m) => `${m[1]}.${m[2]}`));
  const partitions = await partitionsOf(sourceUrl);
  for (const t of manifest.database.tables.filter((t) => t.rows > 0)) {
    const name = `${t.schema}.${t.name}`;
    expect([name, [name, ...(partitions.get(name) ?? [])].some((n) => withData.has(n))]).toEqual([name, true]);
  }

  const restoredDir = path.join(work, "files-restored");
  const { problems } = await restore({
    dir: backupDir,
    databaseUrl: restoredUrl,
    files: { kind: "disk", dir: restoredDir },
    log: (m) => logged.push(m),
  });
  expect(problems).toEqual([]);
  expect(logged).toContain(`pg_restore (${path.join(dir, "pg_restore")})`);

  // Counted and summed here, independently of the manifest.
  expect([...(await countsOf(restoredUrl))]).toEqual([...sourceCounts]);
  expect([...(await checksumsOf(restoredUrl))]).toEqual([...(await checksumsOf(sourceUrl))]);
  expect(await sequencesOf(restoredUrl)).toEqual(await sequencesOf(sourceUrl));
});

test("the product runs on the restored database: Prisma, a route handler and the job queue", async () => {
  process.env.DATABASE_URL = restoredUrl;
  const { getDb } = await import("@/lib/db");
  const { call, tokenFor } = await import("../support/http");
  const employeesRoute = await import("@/app/api/employees/route");
  const adminEmail = DEMO_ACCOUNTS.find((a) => a.email.startsWith("admin@"))!.email;
  const admin = await getDb().user.findUniqueOrThrow({ where: { email: adminEmail } });
  const employees = await call(employeesRoute.GET, { path: "/api/employees", token: await tokenFor(admin.id) });
  expect(employees.status).toBe(200);
  expect(JSON.stringify(employees.body)).toContain((await getDb().employee.findFirstOrThrow()).id);

  // The queued jobs came back and are handed out.
  const boss = new PgBoss({ connectionString: restoredUrl, max: 2 });
  await boss.start();
  try {
    const jobs = await boss.fetch<{ n: number }>(QUEUE, { batchSize: 10 });
    expect(jobs.map((j) => j.data.n).sort()).toEqual([1, 2, 3]);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
});
