// The employee's payslips at scale: 24 published monthly reports (2030-01 to 2031-12) of every bench employee
// (100k: 2.4M rows of totals), and emp-1 signed in as the employee "bench-employee" (the /pay page in
// scripts/bench-pages.ts). The route: one employee's payslip list as payroll staff read it (GET
// /api/employees/{id}/payslips), against the same statement straight from the pool (lib/payslips/payslip-rows.ts).
import type { BenchScenario } from "../types";

export const PAYSLIP_PERIODS = Array.from(
  { length: 24 },
  (_, i) => `${2030 + Math.floor(i / 12)}${String((i % 12) + 1).padStart(2, "0")}`,
);
export const BENCH_EMPLOYEE_USER = "bench-employee";

const payslipRowsSql = `
    WITH t AS (
      SELECT "grossToNetId", min(currency) AS currency, sum(gross) AS gross, sum(net) AS net
        FROM "PayReportEmployeeTotal" WHERE "employeeId" = $1 GROUP BY "grossToNetId"
    )
    SELECT f.id AS "payReportId", f."payrollPeriod" AS period, f."payrollCycle"::text AS cycle, f.country,
           f."processingStatus"::text AS status, f."reportVersion" AS version,
           le.name AS "legalEntityName", l.name AS "providerName",
           p."reportVersion" AS "replacesVersion",
           CASE WHEN f."processingStatus" = 'SUPERSEDED' THEN n."reportVersion" END AS "replacedByVersion",
           t.currency, t.gross::text AS gross, t.net::text AS net
      FROM t
      JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
      LEFT JOIN "LegalEntity" le ON le.id = f."legalEntityId"
      LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
      LEFT JOIN "GrossToNetFile" p ON p.id = f."previousVersionId"
      LEFT JOIN "GrossToNetFile" n ON n."previousVersionId" = f.id
     WHERE f."processingStatus" IN ('PUBLISHED', 'REOPENED', 'SUPERSEDED')
     ORDER BY f."payrollPeriod" DESC, f."payrollCycle"::text DESC, f."reportVersion" DESC, f.id DESC
     LIMIT 13`;

export const scenario: BenchScenario = {
  name: "payslips",
  async seed(client, { employees }) {
    for (const period of PAYSLIP_PERIODS) {
      const id = `slip-${period}`;
      await client.query(
        `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus",
                                       currency, "updatedAt")
         VALUES ($1, 'register-' || $2 || '.csv', 'DE', 'bench-lsp', 'CYCLE_1', $2, 'PUBLISHED', 'EUR', now())`,
        [id, period],
      );
      await client.query(
        `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", currency, salary,
                "erContribution", gross, net, "totalCost", status, "updatedAt")
         SELECT $1 || '-' || i, $1, 'E' || i, 'emp-' || i, 'EUR', 4000 + i % 500, 800, 4200 + i % 500, 2900 + i % 300,
                5000 + i % 500, 'PUBLISHED', now()
           FROM generate_series(1, $2) AS i`,
        [id, employees],
      );
    }
    await client.query(
      // The privacy policy seen: the pages measure the employee's pages, not the consent gate's redirect.
      `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "seenPrivacyPolicy", "updatedAt")
       VALUES ($1, 'employee@bench.example', 'First1', 'Last', 'x', true, now())`,
      [BENCH_EMPLOYEE_USER],
    );
    await client.query(
      `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ('bench-role-employee', $1, 'employee', 'bench-co', '{}')`,
      [BENCH_EMPLOYEE_USER],
    );
    await client.query(`UPDATE "Employee" SET "userId" = $1 WHERE id = 'emp-1'`, [BENCH_EMPLOYEE_USER]);
  },
  async routes() {
    return [
      {
        name: "one employee's payslips, 24 periods (GET /api/employees/{id}/payslips)",
        ours: "/api/employees/emp-1/payslips?pageSize=12",
        bare: { sql: payslipRowsSql, params: ["emp-1"] },
      },
    ];
  },
};
