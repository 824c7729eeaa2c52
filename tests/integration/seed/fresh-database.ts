// Fresh databases on the Jest PostgreSQL server for the seed tests and the suites that read the demo data (the
// shared test database holds other suites' factory rows). Each is a copy of a template: the committed migrations
// (omni_migrated, made by jest-global-setup.ts before any test ran), or those plus the demo seed (omni_demo, made
// once per run by the first suite that asks). A template copy is a file copy: about a second, against the
// migrations one by one and then the seed (10-20 s on a busy machine) for every suite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { seedDemoData } from "../../../prisma/seed/main";
import { MIGRATED_TEMPLATE } from "../../setup/worker-database";

const DEMO_TEMPLATE = "omni_demo";
// One suite builds the demo template; the others wait for it on this lock (a session-level advisory lock).
const DEMO_TEMPLATE_LOCK = 7_340_001;

function serverUrl(database: string) {
  const url = new URL(process.env.OMNI_TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(database: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type FreshDatabase = { url: string; prisma: PrismaClient; drop: () => Promise<void> };

/** A new database with the committed migrations applied and no rows. */
export async function freshDatabase(template = MIGRATED_TEMPLATE): Promise<FreshDatabase> {
  const name = `seed_${randomBytes(5).toString("hex")}`;
  await withClient("postgres", (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return connect(name);
}

function connect(name: string): FreshDatabase {
  const url = serverUrl(name);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return {
    url,
    prisma,
    drop: async () => {
      await prisma.$disconnect();
      await withClient("postgres", (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export type SeededDatabase = FreshDatabase & { storageDir: string };

/**
 * A new database holding the demo seed (`npx prisma db seed`'s rows), with a copy of the seed's files in a folder
 * of its own that OMNI_STORAGE_DIR now points at: what an operator's fresh instance holds. The seed itself runs
 * once per Jest run, into the template; its own tests (tests/integration/seed/) run it on fresh databases.
 */
export async function seededDatabase(): Promise<SeededDatabase> {
  const templateFiles = await demoTemplate();
  const db = await freshDatabase(DEMO_TEMPLATE);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-demo-"));
  fs.cpSync(templateFiles, storageDir, { recursive: true });
  process.env.OMNI_STORAGE_DIR = storageDir;
  delete process.env.S3_BUCKET;
  return { ...db, storageDir };
}

/** The demo template's files folder, after building the template if no suite has yet. */
async function demoTemplate(): Promise<string> {
  const files = path.join(process.env.OMNI_TEST_DIR ?? os.tmpdir(), "demo-template-files");
  await withClient("postgres", async (c) => {
    await c.query("SELECT pg_advisory_lock($1)", [DEMO_TEMPLATE_LOCK]);
    try {
      const found = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [DEMO_TEMPLATE]);
      if (found.rowCount) return;
      // Built under another name and renamed when whole, so a suite that fails midway leaves no half template.
      const building = await freshDatabase();
      const before = process.env.OMNI_STORAGE_DIR;
      fs.rmSync(files, { recursive: true, force: true });
      process.env.OMNI_STORAGE_DIR = files;
      try {
        const outcome = await seedDemoData(building.prisma);
        if (outcome.status !== "seeded") throw new Error(`The demo seed did not run: ${outcome.status}`);
      } finally {
        if (before === undefined) delete process.env.OMNI_STORAGE_DIR;
        else process.env.OMNI_STORAGE_DIR = before;
        await building.prisma.$disconnect();
      }
      const name = new URL(building.url).pathname.slice(1);
      await c.query(`ALTER DATABASE "${name}" RENAME TO "${DEMO_TEMPLATE}"`);
    } finally {
      await c.query("SELECT pg_advisory_unlock($1)", [DEMO_TEMPLATE_LOCK]);
    }
  });
  return files;
}

/** Row counts of every table. */
export async function tableCounts(db: FreshDatabase): Promise<Record<string, number>> {
  return withClient(new URL(db.url).pathname.slice(1), async (c) => {
    const counts: Record<string, number> = {};
    for (const table of await tables(c)) {
      const { rows } = await c.query(`SELECT count(*)::int AS n FROM "${table}"`);
      counts[table] = rows[0].n;
    }
    return counts;
  });
}

/**
 * Every table's rows as sorted JSON lines, with the values no seed can fix blanked: generated cuid ids,
 * bcrypt hashes (random salt), and createdAt/updatedAt stamped by the database during the run.
 */
export async function normalisedRows(db: FreshDatabase, since: Date): Promise<Record<string, string[]>> {
  return withClient(new URL(db.url).pathname.slice(1), async (c) => {
    const out: Record<string, string[]> = {};
    for (const table of await tables(c)) {
      const { rows } = await c.query(`SELECT to_jsonb(t) AS r FROM "${table}" t`);
      out[table] = rows
        .map(({ r }: { r: Record<string, unknown> }) => {
          for (const [key, value] of Object.entries(r)) {
            if (typeof value !== "string") continue;
            if (/^c[a-z0-9]{24}$/.test(value)) r[key] = "<cuid>";
            else if (/^\$2[aby]\$/.test(value)) r[key] = "<bcrypt>";
            else if ((key === "createdAt" || key === "updatedAt") && Date.parse(value) >= since.getTime())
              r[key] = "<now>";
          }
          return JSON.stringify(r, Object.keys(r).sort());
        })
        .sort();
    }
    return out;
  });
}

async function tables(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
     ORDER BY 1`,
  );
  return rows.map((r: { table_name: string }) => r.table_name);
}
