// The database half of scripts/backup.ts and scripts/restore.ts.
// Preferred format: `pg_dump --format=custom` (restored with pg_restore), taken in the same snapshot as the
// manifest's row counts (pg_dump --snapshot). When no pg_dump of the server's major version (or newer) is found,
// a built-in logical dump is taken instead ("copy-text"): every table of the `public` schema as gzipped
// `COPY ... TO STDOUT` text in one repeatable-read snapshot, plus the sequences; its restore rebuilds the schema
// with the release's own migrations (`prisma migrate deploy`, which must match the backup's list) and loads the
// rows. That format leaves out the job queue (schema pgboss): pg-boss recreates it, and the worker's sweeps queue
// unfinished work again.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { findPgTool } from "./pg-tools";
import { runProgram } from "./run-program";
import { migrateDeployQuietly } from "./migrate-deploy";

export type TableEntry = { schema: string; name: string; rows: number; columns?: string[] };
export type SequenceEntry = { name: string; value: string; isCalled: boolean };
export type DatabaseManifest = {
  format: "pg_dump-custom" | "copy-text";
  serverVersion: string;
  /** Prisma migrations applied in the backed-up database (copy-text restores need the same list). */
  migrations: string[];
  tables: TableEntry[];
  sequences?: SequenceEntry[];
};

const SYSTEM_SCHEMAS = ["pg_catalog", "information_schema", "pg_toast"];
const DUMP_FILE = "database.dump";
const TABLE_DIR = "tables";

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

export async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  );
  return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version };
}

/** Every ordinary table of the given schemas (all non-system schemas when `schemas` is omitted). */
export async function listTables(client: pg.Client, schemas?: string[]): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname <> ALL($1) AND n.nspname NOT LIKE 'pg_temp%'
       AND ($2::text[] IS NULL OR n.nspname = ANY($2))
     ORDER BY n.nspname, c.relname`,
    [SYSTEM_SCHEMAS, schemas ?? null],
  );
  return rows;
}

async function countRows(client: pg.Client, tables: { schema: string; name: string }[]): Promise<TableEntry[]> {
  const out: TableEntry[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${qualified(table)}`);
    out.push({ ...table, rows: Number(rows[0].n) });
  }
  return out;
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS exists`,
  );
  if (!rows[0].exists) return [];
  const applied = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM public._prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return applied.rows.map((r) => r.name);
}

async function insertableColumns(client: pg.Client, table: { schema: string; name: string }): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [qualified(table)],
  );
  return rows.map((r) => r.name);
}

/** Dumps the database at `url` into `dir` (database.dump, or tables/*.copy.gz); returns its manifest part. */
export async function dumpDatabase(url: string, dir: string, log: (m: string) => void): Promise<DatabaseManifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { major, version } = await serverMajor(client);
    // One snapshot for the counts and the dump: rows written meanwhile are in neither.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = await appliedMigrations(client);
    const pgDump = process.env.OMNI_BACKUP_FORMAT === "copy-text" ? null : findPgTool("pg_dump", major);
    if (pgDump?.file) {
      const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
      const tables = await countRows(client, await listTables(client));
      log(`pg_dump --format=custom (${pgDump.file})`);
      await runProgram(pgDump.file, [
        "--format=custom",
        "--no-owner",
        "--no-acl",
        `--snapshot=${rows[0].id}`,
        `--file=${path.join(dir, DUMP_FILE)}`,
        `--dbname=${url}`,
      ]);
      await client.query("COMMIT");
      return { format: "pg_dump-custom", serverVersion: version, migrations, tables };
    }
    log(
      `no pg_dump for PostgreSQL ${major} or newer (${pgDump?.seen.join(", ") || "none found"}): ` +
        "built-in COPY dump of schema public",
    );
    const tables = await countRows(client, await listTables(client, ["public"]));
    fs.mkdirSync(path.join(dir, TABLE_DIR), { recursive: true });
    for (const table of tables) {
      table.columns = await insertableColumns(client, table);
      const cols = table.columns.map(quoteIdent).join(", ");
      await pipeline(
        client.query(copyTo(`COPY ${qualified(table)} (${cols}) TO STDOUT`)),
        zlib.createGzip({ level: 6 }),
        fs.createWriteStream(path.join(dir, TABLE_DIR, `${table.schema}.${table.name}.copy.gz`)),
      );
    }
    const seqs = await client.query<{ name: string; value: string | null; is_called: boolean }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS value,
              last_value IS NOT NULL AS is_called
       FROM pg_sequences WHERE schemaname = 'public'`,
    );
    await client.query("COMMIT");
    const sequences = seqs.rows.map((s) => ({ name: s.name, value: s.value ?? "1", isCalled: s.is_called }));
    return { format: "copy-text", serverVersion: version, migrations, tables, sequences };
  } finally {
    await client.end();
  }
}

/** Connects to `url`'s server and creates its database when missing. Refuses a database that holds tables. */
export async function prepareFreshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    const tables = await listTables(check);
    if (tables.length)
      throw new Error(`The database ${name} is not empty (${tables.length} tables): restore into a fresh database`);
  } finally {
    await check.end();
  }
}

/** Loads the dump in `dir` into the fresh database at `url`. */
export async function restoreDatabase(url: string, dir: string, manifest: DatabaseManifest, log: (m: string) => void) {
  await prepareFreshDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { major } = await serverMajor(client);
    if (manifest.format === "pg_dump-custom") {
      const pgRestore = findPgTool("pg_restore", major);
      if (!pgRestore.file)
        throw new Error(`No pg_restore for PostgreSQL ${major} or newer: ${pgRestore.seen.join(", ") || "none found"}`);
      log(`pg_restore (${pgRestore.file})`);
      await runProgram(pgRestore.file, [
        "--no-owner",
        "--no-acl",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${url}`,
        path.join(dir, DUMP_FILE),
      ]);
      return;
    }
    log("schema from this release's migrations (prisma migrate deploy)");
    await migrateDeployQuietly(url);
    const applied = await appliedMigrations(client);
    if (applied.join("\n") !== manifest.migrations.join("\n"))
      throw new Error(
        "The backup was taken at another release (its migrations differ from this checkout's): restore it with " +
          "the release that took it, then upgrade",
      );
    await loadTables(client, dir, manifest);
  } finally {
    await client.end();
  }
}

async function loadTables(client: pg.Client, dir: string, manifest: DatabaseManifest) {
  await client.query("BEGIN");
  // Foreign keys are checked by triggers: replica mode skips them (and every other trigger) while loading
  // rows that were consistent when dumped. It needs a superuser; elsewhere the load order must satisfy them.
  await client.query("SAVEPOINT replica");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
  } catch {
    await client.query("ROLLBACK TO SAVEPOINT replica");
  }
  // The migrations may have written rows (reference data, their own bookkeeping): the backup's rows replace them.
  await client.query(`TRUNCATE ${manifest.tables.map(qualified).join(", ")}`);
  for (const table of await loadOrder(client, manifest.tables)) {
    const cols = (table.columns ?? []).map(quoteIdent).join(", ");
    await pipeline(
      fs.createReadStream(path.join(dir, TABLE_DIR, `${table.schema}.${table.name}.copy.gz`)),
      zlib.createGunzip(),
      client.query(copyFrom(`COPY ${qualified(table)} (${cols}) FROM STDIN`)),
    );
  }
  for (const s of manifest.sequences ?? [])
    await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [s.name, s.value, s.isCalled]);
  await client.query("COMMIT");
}

/** Tables ordered so that a referenced table is loaded before the tables referring to it (cycles kept as found). */
async function loadOrder(client: pg.Client, tables: TableEntry[]): Promise<TableEntry[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
     FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const key = (t: TableEntry) => (t.schema === "public" ? quoteIdent(t.name) : qualified(t));
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const normal = (regclass: string) => (regclass.startsWith('"') ? regclass : quoteIdent(regclass));
  const parents = new Map<string, string[]>();
  for (const r of rows) parents.set(normal(r.child), [...(parents.get(normal(r.child)) ?? []), normal(r.parent)]);
  const out: TableEntry[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (k: string) => {
    if (state.has(k)) return;
    state.set(k, "visiting");
    for (const parent of parents.get(k) ?? []) if (byKey.has(parent)) visit(parent);
    state.set(k, "done");
    out.push(byKey.get(k)!);
  };
  for (const k of byKey.keys()) visit(k);
  return out;
}

/** Row counts of the restored database against the manifest: one line per difference. */
export async function compareRowCounts(url: string, manifest: DatabaseManifest): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const present = new Set((await listTables(client)).map((t) => `${t.schema}.${t.name}`));
    const problems: string[] = [];
    for (const table of manifest.tables) {
      if (!present.has(`${table.schema}.${table.name}`)) {
        problems.push(`table ${table.schema}.${table.name} is missing`);
        continue;
      }
      const [counted] = await countRows(client, [table]);
      if (counted.rows !== table.rows)
        problems.push(`table ${table.schema}.${table.name}: ${counted.rows} rows, the backup has ${table.rows}`);
    }
    return problems;
  } finally {
    await client.end();
  }
}
