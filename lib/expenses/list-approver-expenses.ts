// GET /api/expenses/approver/{companyId}?view=simplified: the company's expenses for approvers, filtered on the
// server and paged by keyset on (createdAt, id) newest first: no OFFSET, no count per page. One SQL statement
// (the company's kind, the joins the row needs, the caller's scope and the access matrix inside it) read through
// queryRows: Prisma's query per relation cost 90% of the route, and each extra round trip waits for the pool
// again (docs/expenses.md). The rows then go through the one DTO mapping.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { keysetPage } from "@/lib/queries/keyset";
import type { Actor } from "@/lib/auth/actor";
import { rightsOnExpense } from "@/lib/access/expense";
import { toExpenseDto, toExpenseSummary, type ExpenseRow } from "@/lib/expenses/dto";
import { approverSql, assertListable } from "@/lib/expenses/approver-where";
import { afterExpenseKeySql } from "@/lib/expenses/keyset";
import { EXPENSE_CATEGORIES, type ExpenseCategoryValue, type TApproverQuery } from "@/lib/expenses/schema";

/** The database labels of ExpenseCategory (its @map) back to the enum names the API answers. */
const CATEGORY_OF_LABEL = new Map(
  Object.entries(EXPENSE_CATEGORIES).map(([name, label]) => [label as string, name as ExpenseCategoryValue]),
);

type Row = Omit<ExpenseRow, "amount" | "dateSpent" | "category" | "approver" | "employee" | "company"> & {
  category: string;
  amount: string | null;
  dateSpent: string;
  approverFirstName: string | null;
  approverLastName: string | null;
  isInternal: boolean;
  userId: string | null;
  managerId: string | null;
  firstName: string;
  lastName: string;
  lspId: string | null;
  countryCode: string;
  /** The first CYCLE_1 cutoff from today of the employee's provider and country, when the month is estimated. */
  nextCutoff: { payrollPeriod: string; cutoffDate: string } | null;
};

/** The DTO's row shape, so the JSON stays toExpenseDto's (a hidden amount is null here and absent there). */
function toExpenseRow(r: Row): ExpenseRow {
  return {
    ...r,
    category: CATEGORY_OF_LABEL.get(r.category) ?? (r.category as ExpenseCategoryValue),
    amount: new Prisma.Decimal(r.amount ?? 0),
    dateSpent: new Date(`${r.dateSpent}T00:00:00Z`),
    approver: r.approverFirstName !== null ? { firstName: r.approverFirstName, lastName: r.approverLastName! } : null,
    company: { isInternal: r.isInternal },
    employee: {
      userId: r.userId,
      managerId: r.managerId,
      firstName: r.firstName,
      lastName: r.lastName,
      lspId: r.lspId,
      countryCode: r.countryCode,
    },
  };
}

export async function listApproverExpenses(actor: Actor, companyId: string, query: TApproverQuery) {
  const { where, seesAmount, seesProof } = approverSql(actor, companyId, query, Prisma.sql`co."isInternal"`);
  // The `createdAt <=` bound is what the (companyId, createdAt, id) index takes as its condition.
  const keyset = afterExpenseKeySql(query.nextPageKey);
  const today = new Date().toISOString().slice(0, 10);
  // The company drives the statement: its kind decides the matrix rights and the 404, read in the same trip.
  const found = await queryRows<Row & { companyInternal: boolean }>(
    Prisma.sql`
    SELECT co."isInternal" AS "companyInternal", r.*
      FROM "Company" co
      LEFT JOIN LATERAL (
        SELECT x.id, x.title, x.description, x.category::text AS category,
               CASE WHEN ${seesAmount} THEN trim_scale(x.amount)::text END AS amount, x.currency,
               x."dateSpent"::text AS "dateSpent", CASE WHEN ${seesProof} THEN x."documentId" END AS "documentId",
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
                             AND d."payrollCycle" = 'CYCLE_1' AND d."cutoffDate" >= ${today}::date
                           ORDER BY d."cutoffDate" LIMIT 1) END AS "nextCutoff"
          FROM "Expense" x
          JOIN "Employee" e ON e.id = x."employeeId"
          LEFT JOIN "User" a ON a.id = x."approverId"
         WHERE ${where} ${keyset}
         ORDER BY x."createdAt" DESC, x.id DESC
         LIMIT ${query.pageSize + 1}) r ON TRUE
     WHERE co.id = ${companyId}
     ORDER BY r."createdAt" DESC, r.id DESC`,
    { prepareAs: "approver-expense-list" },
  );
  assertListable(actor, companyId, found[0]?.companyInternal);
  const rows = found.filter((r) => r.id !== null);
  const { page, nextCursor } = keysetPage(rows, query.pageSize, (r) => [r.createdAt, r.id]);
  const items = page.map((r) => {
    const cutoffs = r.nextCutoff
      ? [{ ...r.nextCutoff, cutoffDate: new Date(`${r.nextCutoff.cutoffDate}T00:00:00Z`) }]
      : [];
    const row = toExpenseRow(r);
    return toExpenseDto(row, rightsOnExpense(actor, row), cutoffs);
  });
  return {
    items: query.view === "simplified" ? items.map(toExpenseSummary) : items,
    nextPageKey: nextCursor,
  };
}
