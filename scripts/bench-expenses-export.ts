// `npx tsx scripts/bench-expenses-export.ts`: the approvers' expense CSV export (POST /api/expenses/export,
// exportFormat=csv) on its own embedded PostgreSQL. For each size, one company with that many expenses (500
// employees, every 50th name needing CSV quoting). The company's export is then read two ways, each in its own
// child process (so peak RSS is its own):
//   ceiling  a bare `COPY (SELECT the same columns of the same rows) TO STDOUT WITH (FORMAT csv, HEADER)`;
//   ours     the real route handler (token auth, policy, zod body, tenancy, keyset batches, csv-stringify) read
//            to the end.
// Prints time to first byte, total time, throughput ratio and peak RSS. BENCH_EXPENSES=25000,100000 by default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { counter, drain, printTable, runChild, summarise, throughput, timing, type Result } from "./lib/stream-bench";

const SIZES = (process.env.BENCH_EXPENSES ?? "25000,100000").split(",").map(Number);
const EMPLOYEES = 500;
const RUNS = 3;
const companyOf = (size: number) => `bench-exp-${size}`;

// The export's columns (lib/expenses/export-expenses.ts CSV_COLUMNS), newest first.
const ceilingSql = (companyId: string) => `COPY (
  SELECT x.id, e."firstName" || ' ' || e."lastName" AS employee, x.title, x.category, x."dateSpent", x.status,
         x.amount, x.currency, x."estimatedPayrollMonth", x."createdAt"
    FROM "Expense" x JOIN "Employee" e ON e.id = x."employeeId"
   WHERE x."companyId" = '${companyId}'
   ORDER BY x."createdAt" DESC, x.id DESC) TO STDOUT WITH (FORMAT csv, HEADER true)`;

async function childCeiling(size: number): Promise<Result> {
  const runs: Result[] = [];
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { sink, state } = counter();
    await pipeline(client.query(copyTo(ceilingSql(companyOf(size)))), sink);
    const done = process.hrtime.bigint();
    await client.end();
    runs.push(timing(started, state, done, baseRssMb));
  }
  return summarise(runs);
}

async function childOurs(size: number, token: string): Promise<Result> {
  const { NextRequest } = await import("next/server");
  const route = await import("../app/api/expenses/export/route");
  const call = () =>
    route.POST(
      new NextRequest("http://localhost/api/expenses/export", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ companyId: companyOf(size), exportFormat: "csv" }),
      }),
      { params: Promise.resolve({}) },
    );
  // A running app has warm pools and loaded modules: one untimed call first.
  await (await call()).arrayBuffer();
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const response = await call();
    if (response.status !== 200) throw new Error(`route answered ${response.status}: ${await response.text()}`);
    const { sink, state } = counter();
    await drain(response, sink);
    runs.push(timing(started, state, process.hrtime.bigint(), baseRssMb));
  }
  return summarise(runs);
}

async function seedCompany(client: pg.Client, size: number) {
  const co = companyOf(size);
  await client.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, $2, now())`, [co, `Bench ${size}`]);
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "updatedAt")
     SELECT $1 || '-emp-' || i, $1, 'DE', CASE WHEN i % 50 = 0 THEN 'Ann "A"' ELSE 'First' || i END,
            CASE WHEN i % 50 = 0 THEN 'Last, ' || i ELSE 'Last' || i END, now()
       FROM generate_series(1, $2) AS i`,
    [co, EMPLOYEES],
  );
  await client.query(
    `INSERT INTO "Expense" (id, "employeeId", "companyId", title, category, amount, currency, "dateSpent", status,
                           "estimatedPayrollMonth", "createdAt", "updatedAt")
     SELECT $1 || '-x-' || i, $1 || '-emp-' || (i % $3 + 1), $1, 'Expense ' || i,
            (ARRAY['domestic travel','printing','subsistence','training'])[i % 4 + 1]::"ExpenseCategory",
            (i % 5000) / 10.0 + 1, 'EUR', date '2031-12-31' - (i / 400),
            (ARRAY['PENDING','APPROVED','PAID'])[i % 3 + 1]::"ExpenseStatus",
            CASE WHEN i % 3 > 0 THEN '2031-' || lpad(((i / 400) % 12 + 1)::text, 2, '0') END,
            timestamp '2032-01-01' - i * interval '1 second', now()
       FROM generate_series(1, $2) AS i`,
    [co, size, EMPLOYEES],
  );
}

async function main() {
  if (process.argv[2] === "--child") {
    const [mode, size, token] = process.argv.slice(3);
    const result = mode === "ceiling" ? await childCeiling(Number(size)) : await childOurs(Number(size), token);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    process.exit(0);
  }
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
  const { newSecret, sha256 } = await import("../lib/auth/tokens");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-exp-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  const env = { ...process.env, DATABASE_URL: db.url };
  const table: string[][] = [
    [
      "expenses",
      "ceiling ttfb",
      "ours ttfb",
      "ceiling",
      "ours",
      "throughput ours/ceiling",
      "peak RSS ceiling",
      "peak RSS ours (base)",
    ],
  ];
  const client = new pg.Client({ connectionString: db.url });
  client.on("error", () => {});
  try {
    await migrateDeploy(db.url, { quiet: true });
    await client.connect();
    await client.query(
      `INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now()) ON CONFLICT DO NOTHING`,
    );
    for (const size of SIZES) {
      const t = Date.now();
      await seedCompany(client, size);
      console.error(`[bench] seeded ${size} expenses in ${Date.now() - t} ms`);
    }
    await client.query(`VACUUM ANALYZE`);
    for (const size of SIZES) {
      // A manager of the company (the approvers), signing in with an API token.
      const userId = `bench-user-${size}`;
      const token = newSecret("omni_");
      await client.query(
        `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, $2, 'Bench', 'Boss', 'x', now())`,
        [userId, `${userId}@bench.example`],
      );
      await client.query(
        `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, $1, 'manager', $2, ARRAY['employees:*'])`,
        [userId, companyOf(size)],
      );
      await client.query(`INSERT INTO "ApiToken" (id, "userId", name, "tokenHash") VALUES ($1, $1, 'bench', $2)`, [
        userId,
        sha256(token),
      ]);
      const ceiling = await runChild(__filename, ["--child", "ceiling", String(size)], env);
      const ours = await runChild(__filename, ["--child", "ours", String(size), token], env);
      if (ours.lines !== size + 1 || ceiling.lines !== size + 1)
        throw new Error(`expected ${size + 1} lines, got ours ${ours.lines}, ceiling ${ceiling.lines}`);
      table.push([
        size.toLocaleString("en-US"),
        `${ceiling.ttfbMs.toFixed(0)} ms`,
        `${ours.ttfbMs.toFixed(0)} ms`,
        throughput(ceiling),
        throughput(ours),
        `${((ceiling.totalMs / ours.totalMs) * 100).toFixed(0)}%`,
        `${ceiling.maxRssMb.toFixed(0)} MB`,
        `${ours.maxRssMb.toFixed(0)} MB (${ours.baseRssMb.toFixed(0)} MB)`,
      ]);
    }
  } finally {
    await client.end().catch(() => {});
    await db.stop();
    fs.rmSync(base, { recursive: true, force: true });
  }
  printTable(table);
  console.log(`Goals: throughput >= 50% of COPY, peak RSS flat as the size grows (${RUNS} runs, medians).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
