// `npx tsx scripts/bench-bulk-import.ts`: the bulk employee import (lib/bulk-uploads/run-bulk-import.ts) of a
// BENCH_ROWS-row CSV (10,000 by default) on its own embedded PostgreSQL, against the same rows written by one
// multi-row INSERT (unnest of arrays: one statement, no validation, no employment/salary/onboarding/audit rows)
// into another company of the same database in the same run. Prints both times, rows per second and the ratio.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import pg from "pg";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const HEADER =
  "firstName,lastName,email,country,jobTitle,startDate,annualBaseSalaryAmount,annualBaseSalaryCurrency,legalEntityId";

function rowsOf(tag: string) {
  return Array.from({ length: ROWS }, (_, i) => ({
    firstName: `First${i}`,
    lastName: i % 50 === 0 ? `Last, ${i}` : `Last${i}`,
    email: `emp-${tag}-${i}@bench.example`,
    jobTitle: "Engineer",
    startDate: "2031-01-06",
    salary: String(40_000 + (i % 997)),
  }));
}

async function child() {
  const { db } = await import("../lib/db");
  const { newKey, storagePath } = await import("../lib/storage/files");
  const { runBulkImport } = await import("../lib/bulk-uploads/run-bulk-import");
  const rows = rowsOf("job");
  const csv = [
    "\uFEFF" + HEADER,
    ...rows.map((r) =>
      [r.firstName, `"${r.lastName}"`, r.email, "DE", r.jobTitle, r.startDate, r.salary, "EUR", ""].join(","),
    ),
  ].join("\r\n");
  const key = newKey("bulk-uploads", ".csv");
  fs.mkdirSync(path.dirname(storagePath(key)), { recursive: true });
  fs.writeFileSync(storagePath(key), csv);
  const upload = await db.bulkUpload.create({
    data: { companyId: "bench-co", fileNames: ["bench.csv"], uploadUrls: [key], total: ROWS },
  });
  const t0 = process.hrtime.bigint();
  const result = await runBulkImport(upload.id);
  const jobMs = Number(process.hrtime.bigint() - t0) / 1e6;
  if (result?.created !== ROWS) throw new Error(`expected ${ROWS} created, got ${JSON.stringify(result)}`);

  const plain = rowsOf("insert");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const t1 = process.hrtime.bigint();
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "onboardingStatus", "firstName", "lastName", "personalEmail",
       "jobTitle", "startDate", "annualBaseSalaryAmount", "annualBaseSalaryCurrency", "updatedAt")
     SELECT gen_random_uuid()::text, 'bench-co-2', 'DE', 'In progress', f, l, e, j, d::date, s::numeric, 'EUR', now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(f, l, e, j, d, s)`,
    [
      plain.map((r) => r.firstName),
      plain.map((r) => r.lastName),
      plain.map((r) => r.email),
      plain.map((r) => r.jobTitle),
      plain.map((r) => r.startDate),
      plain.map((r) => r.salary),
    ],
  );
  const insertMs = Number(process.hrtime.bigint() - t1) / 1e6;
  await client.end();
  console.log(`BENCH_RESULT ${JSON.stringify({ jobMs, insertMs })}`);
  process.exit(0);
}

async function main() {
  if (process.argv[2] === "--child") return child();
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-bulk-"));
  fs.chmodSync(base, 0o755);
  const database = await startEmbeddedDb({
    dataDir: path.join(base, "pg"),
    port: await findFreePort(),
    persistent: false,
  });
  try {
    await migrateDeploy(database.url, { quiet: true });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now())`,
    );
    await client.query(
      `INSERT INTO "LocalServiceProvider" (id, name, "updatedAt") VALUES ('bench-lsp', 'Bench LSP', now())`,
    );
    await client.query(`INSERT INTO "LspCountry" ("lspId", "countryCode") VALUES ('bench-lsp', 'DE')`);
    for (const id of ["bench-co", "bench-co-2"])
      await client.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, $1, now())`, [id]);
    await client.end();
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      OMNI_STORAGE_DIR: path.join(base, "files"),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`,
    };
    const out = await new Promise<string>((resolve, reject) => {
      const proc = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), __filename, "--child"], {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      });
      let text = "";
      proc.stdout.on("data", (d) => (text += d));
      proc.on("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`child exited ${code}: ${text.slice(-500)}`)),
      );
    });
    const line = out.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
    if (!line) throw new Error("no result");
    const { jobMs, insertMs } = JSON.parse(line.slice("BENCH_RESULT ".length)) as { jobMs: number; insertMs: number };
    const rps = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString("en-US");
    console.log(`rows: ${ROWS.toLocaleString("en-US")}`);
    console.log(`import job (validate, 5 tables + audit, chunks of 500): ${jobMs.toFixed(0)} ms, ${rps(jobMs)} rows/s`);
    console.log(`one multi-row INSERT (Employee only): ${insertMs.toFixed(0)} ms, ${rps(insertMs)} rows/s`);
    console.log(`ratio job/insert: ${(jobMs / insertMs).toFixed(1)}x`);
  } finally {
    await database.stop();
    fs.rmSync(base, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
