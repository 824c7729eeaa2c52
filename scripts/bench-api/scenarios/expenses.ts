// The approvers' expense list (issue 15): 200k expenses across 50 client companies (100 managed employees
// each), read as the bench admin (payroll and finance: list and amount on client employees' expenses).
import type { BenchScenario } from "../types";

const COMPANIES = 50;
const PER_COMPANY = 100; // employees
const EXPENSES = 200_000;
const CO = "bench-exp-co-7";
const STATUSES = ["PENDING", "CHANGE_MADE", "INFO_NEEDED", "APPROVED", "PAID", "REJECTED"];

// The statement the route runs (lib/expenses/list-approver-expenses.ts) for the bench admin, whose matrix rights
// (list, amount, receipt on both kinds of company) are constants: the company driving a lateral keyset page with
// the same columns, joins, casts and the cutoff candidate of rows whose payroll month is estimated.
const page = (where: string) => `SELECT co."isInternal" AS "companyInternal", r.*
  FROM "Company" co
  LEFT JOIN LATERAL (
    SELECT x.id, x.title, x.description, x.category::text AS category,
           CASE WHEN (TRUE OR FALSE) THEN trim_scale(x.amount)::text END AS amount, x.currency,
           x."dateSpent"::text AS "dateSpent", CASE WHEN (TRUE OR FALSE) THEN x."documentId" END AS "documentId",
           x.status::text AS status, x."approverId", a."firstName" AS "approverFirstName",
           a."lastName" AS "approverLastName", x."approverSeen", x.paid, x."paidAt", x."rejectionReason",
           x."requestedChange", x."estimatedPayrollMonth", x."employeeId", x."companyId",
           co."isInternal", e."userId", e."managerId", e."firstName", e."lastName", e."lspId", e."countryCode",
           x.version, x."createdAt",
           CASE WHEN x.status <> 'REJECTED' AND e."lspId" IS NOT NULL
                 AND (x."estimatedPayrollMonth" IS NULL OR x.status NOT IN ('APPROVED', 'PAID'))
                THEN (SELECT json_build_object('payrollPeriod', d."payrollPeriod", 'cutoffDate', d."cutoffDate")
                        FROM "CutoffDate" d
                       WHERE d."lspId" = e."lspId" AND d."countryCode" = e."countryCode"
                         AND d."payrollCycle" = 'CYCLE_1' AND d."cutoffDate" >= CURRENT_DATE
                       ORDER BY d."cutoffDate" LIMIT 1) END AS "nextCutoff"
      FROM "Expense" x
      JOIN "Employee" e ON e.id = x."employeeId"
      LEFT JOIN "User" a ON a.id = x."approverId"
     WHERE x."companyId" = $1 AND ((e."managerId" IS NOT NULL AND TRUE) OR FALSE) AND ${where}
     ORDER BY x."createdAt" DESC, x.id DESC
     LIMIT 51) r ON TRUE
 WHERE co.id = $1
 ORDER BY r."createdAt" DESC, r.id DESC`;

const pageKey = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

export const scenario: BenchScenario = {
  name: "expenses",
  async seed(client) {
    await client.query(
      `INSERT INTO "Company" (id, name, "updatedAt")
       SELECT 'bench-exp-co-' || c, 'Expense Co ' || c, now() FROM generate_series(1, $1) AS c`,
      [COMPANIES],
    );
    await client.query(
      `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt")
       SELECT 'bench-exp-mgr-' || c, 'mgr' || c || '@bench-exp.example', 'Manager', 'No' || c, 'x', now()
         FROM generate_series(1, $1) AS c`,
      [COMPANIES],
    );
    await client.query(
      `INSERT INTO "Manager" (id, "userId", "companyId", "updatedAt")
       SELECT 'bench-exp-mgr-' || c, 'bench-exp-mgr-' || c, 'bench-exp-co-' || c, now() FROM generate_series(1, $1) AS c`,
      [COMPANIES],
    );
    await client.query(
      `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "jobTitle", "lspId", "managerId", "updatedAt")
       SELECT 'bench-exp-emp-' || c || '-' || i, 'bench-exp-co-' || c, 'DE', 'Spender' || i, 'Co' || c, 'Engineer',
              'bench-lsp', 'bench-exp-mgr-' || c, now()
         FROM generate_series(1, $1) AS c, generate_series(1, $2) AS i`,
      [COMPANIES, PER_COMPANY],
    );
    // The provider's monthly cutoffs (day 5) from a year back to two years ahead: pending rows estimate with them.
    await client.query(
      `INSERT INTO "CutoffDate" (id, "lspId", "countryCode", "payrollCycle", "payrollPeriod", "cutoffDate")
       SELECT 'bench-exp-cutoff-' || m, 'bench-lsp', 'DE', 'CYCLE_1', to_char(month, 'YYYYMM'), (month + interval '4 days')::date
         FROM generate_series(-12, 24) AS m, LATERAL (SELECT date_trunc('month', now()) + m * interval '1 month' AS month) s`,
    );
    // Expense i: company i % 50, employee (i / 50) % 100, statuses in turn, one minute apart, newest first.
    await client.query(
      `INSERT INTO "Expense" (id, "employeeId", "companyId", title, category, amount, currency, "dateSpent", status,
                             "approverId", "estimatedPayrollMonth", version, "createdAt", "updatedAt")
       SELECT 'bench-exp-' || i, 'bench-exp-emp-' || (i % $2 + 1) || '-' || ((i / $2) % $3 + 1), 'bench-exp-co-' || (i % $2 + 1),
              'Expense ' || i, (ARRAY['domestic travel','printing','subsistence','training'])[i % 4 + 1]::"ExpenseCategory",
              (i % 5000) / 10.0 + 1, 'EUR', date '2031-12-31' - (i / 400), ($4::text[])[1 + (i / $2) % 6]::"ExpenseStatus",
              CASE WHEN (i / $2) % 6 >= 3 THEN 'bench-exp-mgr-' || (i % $2 + 1) END,
              CASE WHEN (i / $2) % 6 IN (3, 4) THEN '2031-' || lpad(((i / 400) % 12 + 1)::text, 2, '0') END,
              1, timestamp '2032-01-01' - i * interval '1 minute', now()
         FROM generate_series(1, $1) AS i`,
      [EXPENSES, COMPANIES, PER_COMPANY, STATUSES],
    );
  },
  async routes(client) {
    // A filtered page past the first: the company's PENDING expenses, the page after the first 50.
    const pending = await client.query<{ createdAt: Date; id: string }>(
      `SELECT "createdAt", id FROM "Expense" WHERE "companyId" = $1 AND status = 'PENDING'
        ORDER BY "createdAt" DESC, id DESC OFFSET 49 LIMIT 1`,
      [CO],
    );
    const after = pending.rows[0];
    const employeeId = "bench-exp-emp-7-42";
    return [
      {
        name: "expenses, PENDING page 2 (GET /api/expenses/approver/{companyId})",
        ours: `/api/expenses/approver/${CO}?view=simplified&status=PENDING&pageSize=50&nextPageKey=${pageKey(after)}`,
        bare: {
          sql: page(`x.status IN ('PENDING') AND x."createdAt" <= $2 AND (x."createdAt", x.id) < ($2, $3)`),
          params: [CO, after.createdAt, after.id],
        },
      },
      {
        name: "expenses, one employee's (GET /api/expenses/approver/{companyId}?employeeId=)",
        ours: `/api/expenses/approver/${CO}?view=simplified&employeeId=${employeeId}&pageSize=50`,
        bare: {
          sql: page(`x."employeeId" = $2`),
          params: [CO, employeeId],
        },
      },
    ];
  },
};
