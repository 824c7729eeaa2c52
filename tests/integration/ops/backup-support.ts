// Shared by the backup tests (backup-restore.test.ts: built-in COPY dump; backup-pg-dump.test.ts: pg_dump).
import { spawn } from "node:child_process";
import pg from "pg";
import { listTables, quoteIdent } from "@/scripts/lib/backup-db";

/** prisma/seed.ts on a database, its files written to `storageDir`; its output shown only when it fails. */
export function seedQuietly(databaseUrl: string, storageDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, OMNI_STORAGE_DIR: storageDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}:\n${output}`))));
  });
}

/** Runs `fn` with a connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** "schema.table" -> row count, for the tables of `schemas` (every non-system schema when omitted). */
export function countsOf(url: string, schemas?: string[]): Promise<Map<string, number>> {
  return withClient(url, async (client) => {
    const counts = new Map<string, number>();
    for (const t of await listTables(client, schemas)) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${quoteIdent(t.schema)}.${quoteIdent(t.name)}`,
      );
      counts.set(`${t.schema}.${t.name}`, Number(rows[0].n));
    }
    return counts;
  });
}

/** Drops the database of `url` (connected through the server's `postgres` database); never fails. */
export async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = "/postgres";
  await withClient(admin.toString(), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  ).catch(() => {});
}
