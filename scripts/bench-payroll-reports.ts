// `npx tsx scripts/bench-payroll-reports.ts`: the managers' payroll report CSV on its own embedded PostgreSQL.
// For each size, a company with N employees x 12 published periods (plus an unpublished report per period that
// must not show). One period is then downloaded two ways, each in its own child process (so peak RSS is its own):
//   ceiling  a bare `COPY (the same SELECT) TO STDOUT WITH (FORMAT csv, HEADER)` on a fresh pg connection;
//   ours     the real route handler (token auth, policy, zod params, tenancy, stream) read to the end.
// Prints time to first byte, total time, throughput ratio and peak RSS. BENCH_EMPLOYEES=10000,40000 by default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { counter, drain, printTable, runChild, summarise, throughput, timing, type Result } from "./lib/stream-bench";

const SIZES = (process.env.BENCH_EMPLOYEES ?? "10000,40000").split(",").map(Number);
const PERIODS = Array.from({ length: 12 }, (_, i) => `2031${String(i + 1).padStart(2, "0")}`);
const PERIOD = PERIODS[6];
const RUNS = 3;
const companyOf = (size: number) => `bench-co-${size}`;

async function childCeiling(size: number): Promise<Result> {
  const { reportRowsSelect } = await import("../lib/payroll-reports/report-rows-sql");
  const sql = `COPY (${reportRowsSelect({ companyId: companyOf(size), directReportsOf: null }, PERIOD)}) TO STDOUT WITH (FORMAT csv, HEADER true)`;
  const runs: Result[] = [];
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { sink, state } = counter();
    await pipeline(client.query(copyTo(sql)), sink);
    const done = process.hrtime.bigint();
    await client.end();
    runs.push(timing(started, state, done, baseRssMb));
  }
  return summarise(runs);
}

async function childOurs(size: number, token: string): Promise<Result> {
  const { NextRequest } = await import("next/server");
  const route = await import("../app/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]/route");
  const companyId = companyOf(size);
  const call = () =>
    route.GET(
      new NextRequest(`http://localhost/api/payroll-reports/companies/${companyId}/gross-to-net/${PERIOD}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ companyId, payrollPeriod: PERIOD }) },
    );
  // A running app has warm pools and loaded modules: one untimed call first.
  await (await call()).arrayBuffer();
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const response = await call();
    if (response.status !== 200) throw new Error(`route answered ${response.status}`);
    const { sink, state } = counter();
    await drain(response, sink);
    runs.push(timing(started, state, process.hrtime.bigint(), baseRssMb));
  }
  return summarise(runs);
}

async function seedCompany(client: pg.Client, size: number) {
  const co = companyOf(size);
  await client.query(
    `INSERT INTO "Company" (id, name, "enablePayrollReportsTab", "updatedAt") VALUES ($1, $2, true, now())`,
    [co, `Bench Co ${size}`],
  );
  // Every 50th name needs quoting (comma and quote).
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "updatedAt")
     SELECT $1 || '-emp-' || i, $1, 'DE', CASE WHEN i % 50 = 0 THEN 'Ann "A"' ELSE 'First' || i END,
            CASE WHEN i % 50 = 0 THEN 'Last, ' || i ELSE 'Last' || i END, now()
       FROM generate_series(1, $2) AS i`,
    [co, size],
  );
  for (const [p, period] of PERIODS.entries())
    for (const status of ["PUBLISHED", "SPECIALIST_APPROVED"]) {
      const id = `${co}-${period}-${status}`;
      await client.query(
        `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "processingStatus", "updatedAt")
         VALUES ($1, 'bench.csv', 'DE', 'CYCLE_1', $2, $3::"PayReportStatus", now())`,
        [id, period, status],
      );
      await client.query(
        `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", currency, salary, allowance,
           "variablePay", expenses, "pensionContribution", "benefitContribution", "socialCosts", "eeDeductions",
           "erContribution", status, "updatedAt")
         SELECT $1 || '-' || i, $1, 'E' || i, $2 || '-emp-' || i, 'EUR', 3000 + i % 997 + $3, 100.5, 50.25, 20, 30, 40,
                500.125, 700, 570.125, $4::"PayReportStatus", now()
           FROM generate_series(1, $5) AS i`,
        [id, co, p, status, size],
      );
    }
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
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-prr-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  const env = { ...process.env, DATABASE_URL: db.url };
  const table: string[][] = [
    [
      "employees x periods",
      "rows out",
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
      console.error(
        `[bench] seeded ${size} x ${PERIODS.length} published (+ as many unpublished) in ${Date.now() - t} ms`,
      );
    }
    await client.query(`VACUUM ANALYZE`);
    if (process.env.BENCH_EXPLAIN) {
      const { reportRowsSelect } = await import("../lib/payroll-reports/report-rows-sql");
      const sql = reportRowsSelect({ companyId: companyOf(SIZES[0]), directReportsOf: null }, PERIOD);
      const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
      console.error(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
    for (const size of SIZES) {
      // A super manager of the company, signing in with an API token as the route expects.
      const userId = `bench-user-${size}`;
      const token = newSecret("omni_");
      await client.query(
        `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, $2, 'Bench', 'Boss', 'x', now())`,
        [userId, `${userId}@bench.example`],
      );
      await client.query(
        `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, $1, 'manager', $2, ARRAY['super-manager'])`,
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
        `${size.toLocaleString("en-US")} x ${PERIODS.length}`,
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
  console.log(
    `Goals: ttfb < 300 ms, throughput >= 50% of COPY, peak RSS flat as the size grows (${RUNS} runs, medians).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
