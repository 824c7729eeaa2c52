// Fresh databases on the Jest PostgreSQL server for the seed tests (the shared test database holds other
// suites' factory rows): each gets the committed migrations, applied in order.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

const migrationsDir = path.join(__dirname, "../../../prisma/migrations");

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

export async function freshDatabase(): Promise<FreshDatabase> {
  const name = `seed_${randomBytes(5).toString("hex")}`;
  await withClient("postgres", (c) => c.query(`CREATE DATABASE "${name}"`));
  await withClient(name, async (c) => {
    for (const dir of fs.readdirSync(migrationsDir).sort()) {
      const file = path.join(migrationsDir, dir, "migration.sql");
      if (fs.existsSync(file)) await c.query(fs.readFileSync(file, "utf8"));
    }
  });
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
