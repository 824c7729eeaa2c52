// `npx tsx scripts/bench-payroll-reports.ts`: the managers' payroll report CSV on its own embedded PostgreSQL.
// For each size, a company with N employees x 12 published periods (plus an unpublished report per period that
// must not show). One period is then downloaded by a super manager two ways (harness: scripts/lib/export-bench.ts):
// the ceiling is `COPY` of the report's SELECT, ours the real route handler read to the end.
// BENCH_EMPLOYEES=10000,40000 by default; BENCH_EXPLAIN=1 prints the plan of the smallest size.
import type pg from "pg";
import { mainOf, measureCopy, measureRoute, seedEmployees, type ExportBench } from "./lib/export-bench";

const PERIODS = Array.from({ length: 12 }, (_, i) => `2031${String(i + 1).padStart(2, "0")}`);
const PERIOD = PERIODS[6];
const companyOf = (size: number) => `bench-co-${size}`;

async function ceiling(size: number) {
  const { reportRowsSelect } = await import("../lib/payroll/company-reports/report-rows-sql");
  const select = reportRowsSelect({ companyId: companyOf(size), directReportsOf: null }, PERIOD);
  return measureCopy(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`);
}

async function ours(size: number, token: string) {
  const { NextRequest } = await import("next/server");
  const route = await import("../app/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]/route");
  const companyId = companyOf(size);
  return measureRoute(() =>
    route.GET(
      new NextRequest(`http://localhost/api/payroll-reports/companies/${companyId}/gross-to-net/${PERIOD}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ companyId, payrollPeriod: PERIOD }) },
    ),
  );
}

async function seed(client: pg.Client, size: number) {
  const co = companyOf(size);
  await client.query(
    `INSERT INTO "Company" (id, name, "enablePayrollReportsTab", "updatedAt") VALUES ($1, $2, true, now())`,
    [co, `Bench Co ${size}`],
  );
  await seedEmployees(client, co, size);
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

const sizes = (process.env.BENCH_EMPLOYEES ?? "10000,40000").split(",").map(Number);
const bench: ExportBench = {
  script: __filename,
  sizes,
  sizeLabel: (size) => `${size.toLocaleString("en-US")} x ${PERIODS.length}`,
  companyOf,
  managerScopes: ["super-manager"],
  seed,
  async afterSeed(client: pg.Client) {
    if (!process.env.BENCH_EXPLAIN) return;
    const { reportRowsSelect } = await import("../lib/payroll/company-reports/report-rows-sql");
    const sql = reportRowsSelect({ companyId: companyOf(sizes[0]), directReportsOf: null }, PERIOD);
    const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    console.error(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
  },
  goals: "ttfb < 300 ms, throughput >= 50% of COPY, peak RSS flat as the size grows",
};

mainOf(bench, { ceiling, ours });
