// `npx tsx scripts/bench-expenses-export.ts`: the approvers' expense CSV export (POST /api/expenses/export,
// exportFormat=csv) on its own embedded PostgreSQL (harness: scripts/lib/export-bench.ts). For each size, one
// company with that many expenses (500 employees, every 50th name needing CSV quoting), downloaded by a manager:
// the ceiling is `COPY` of the statement the route builds for a manager (lib/expenses/export-expenses.ts: the
// same columns, formula guard, payroll month join and order), ours the real route handler read to the end.
// BENCH_EXPENSES=25000,100000 by default.
import type pg from "pg";
import { mainOf, measureCopy, measureRoute, seedEmployees, type ExportBench } from "./lib/export-bench";

const EMPLOYEES = 500;
const companyOf = (size: number) => `bench-exp-${size}`;
const guard = (expr: string) =>
  `(SELECT CASE WHEN v ~ '^[=+@-]' THEN '''' || v ELSE v END FROM (SELECT regexp_replace(${expr}, '[\\r\\n\\t]+', ' ', 'g') AS v) s)`;

// The export's statement for a manager of the company (every row, amounts visible; no employee has a provider,
// so the payroll month table is empty and unapproved rows take the month without a calendar).
const ceilingSql = (companyId: string) => `COPY (
  SELECT x.id, ${guard(`e."firstName" || ' ' || e."lastName"`)} AS employee, ${guard("x.title")} AS title,
         x.category AS category, to_char(x."dateSpent", 'YYYY-MM-DD') AS "dateSpent", x.status AS status,
         CASE WHEN TRUE THEN trim_scale(x.amount)::text END AS amount, CASE WHEN TRUE THEN x.currency END AS currency,
         CASE WHEN x.status = 'REJECTED' THEN NULL
              WHEN x.status IN ('APPROVED', 'PAID') AND x."estimatedPayrollMonth" IS NOT NULL THEN x."estimatedPayrollMonth"
              ELSE COALESCE(m.month, '2031-01') END AS "estimatedPayrollMonth",
         to_char(x."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    FROM "Expense" x
    JOIN "Employee" e ON e.id = x."employeeId"
    LEFT JOIN (SELECT NULL, NULL, NULL WHERE FALSE) m (lsp, country, month) ON m.lsp = e."lspId" AND m.country = e."countryCode"
   WHERE x."companyId" = '${companyId}'
   ORDER BY x."createdAt" DESC, x.id DESC) TO STDOUT WITH (FORMAT csv, HEADER true)`;

async function ours(size: number, token: string) {
  const { NextRequest } = await import("next/server");
  const route = await import("../app/api/expenses/export/route");
  return measureRoute(() =>
    route.POST(
      new NextRequest("http://localhost/api/expenses/export", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ companyId: companyOf(size), exportFormat: "csv" }),
      }),
      { params: Promise.resolve({}) },
    ),
  );
}

async function seed(client: pg.Client, size: number) {
  const co = companyOf(size);
  await client.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, $2, now())`, [co, `Bench ${size}`]);
  await seedEmployees(client, co, EMPLOYEES);
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

const bench: ExportBench = {
  script: __filename,
  sizes: (process.env.BENCH_EXPENSES ?? "25000,100000").split(",").map(Number),
  sizeLabel: (size) => `${size.toLocaleString("en-US")} expenses`,
  companyOf,
  managerScopes: ["employees:*"],
  seed,
  goals: "throughput >= 50% of COPY, peak RSS flat as the size grows",
};

mainOf(bench, { ceiling: (size) => measureCopy(ceilingSql(companyOf(size))), ours });
