// The approver list's rows: one company the caller reaches, its filters (status, employee, month spent) and the
// caller's tenant rule. Shared by the list, the export and the employee filter, so all answer the same rows:
// as a Prisma `where` (approverWhere) or as SQL (approverSql + assertListable, for the one-statement list and
// the COPY export).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { companyNotFound } from "@/lib/access/company";
import { expenseMatrixRights, type ExpenseRight } from "@/lib/policy";
import type { TExpenseFilters } from "@/lib/expenses/schema";

const isCompanyManager = (actor: Actor, companyId: string) => flagsOf(actor).isManager && actor.companyId === companyId;

/** 404 unless the caller may list the company's expenses (`isInternal` undefined: no such company). */
export function assertListable(actor: Actor, companyId: string, isInternal: boolean | undefined) {
  if (isInternal === undefined) throw companyNotFound();
  if (isCompanyManager(actor, companyId)) return;
  if (!expenseMatrixRights(actor, isInternal ? "internal" : "client").list) throw companyNotFound();
}

/** The company's kind, read on the raw pool (a Prisma read cost the hot list more than its own statement), or 404. */
export async function assertCompanyListable(actor: Actor, companyId: string) {
  if (isCompanyManager(actor, companyId)) return;
  const [company] = await queryRows<{ isInternal: boolean }>(
    Prisma.sql`SELECT "isInternal" FROM "Company" WHERE id = ${companyId}`,
    { prepareAs: "company-kind" },
  );
  assertListable(actor, companyId, company?.isInternal);
}

/**
 * What the caller may list of one company's expenses, or 404: its managers every row; a staff role the matrix
 * lets list this kind of company the rows of managed employees (employees without a manager give no rights);
 * an employee also their own. This is expenseWhere (lib/access/expense.ts) narrowed to the company with its
 * kind already known, so the query carries no OR over relation filters (those defeat the planner: benchmarked
 * at 5% of the bare query, see docs/expenses.md).
 */
async function companyScope(actor: Actor, companyId: string): Promise<Prisma.ExpenseWhereInput> {
  await assertCompanyListable(actor, companyId);
  if (isCompanyManager(actor, companyId)) return { companyId };
  const managed: Prisma.ExpenseWhereInput = { employee: { managerId: { not: null } } };
  if (!flagsOf(actor).isEmployee) return { ...managed, companyId };
  return { companyId, OR: [managed, { employee: { userId: actor.userId } }] };
}

function monthRange(month: string) {
  const [y, m] = month.split("-").map(Number);
  return { gte: new Date(Date.UTC(y, m - 1, 1)), lt: new Date(Date.UTC(y, m, 1)) };
}

/** The rows of the company's approver list under the filters; 404 when the caller may not list the company. */
export async function approverWhere(
  actor: Actor,
  companyId: string,
  filters: TExpenseFilters,
): Promise<Prisma.ExpenseWhereInput> {
  const where = await companyScope(actor, companyId);
  if (filters.status?.length) where.status = { in: filters.status };
  if (filters.employeeId) where.employeeId = filters.employeeId;
  if (filters.month) where.dateSpent = monthRange(filters.month);
  return where;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The same rows as SQL over `"Expense" x JOIN "Employee" e` with the company's kind read in the statement
 * (`isInternal`, an expression such as `co."isInternal"`), so the list needs no query of its own for it: the
 * `where` (the matrix's list right included), and whether the caller sees each row's amount and receipt (every
 * row, or only their own expenses). The statement itself leaves out what the access matrix hides.
 */
export function approverSql(actor: Actor, companyId: string, filters: TExpenseFilters, isInternal: Prisma.Sql) {
  const f = flagsOf(actor);
  const manager = isCompanyManager(actor, companyId);
  // A matrix right on this company's (managed) rows: constant when both kinds agree, else the kind decides.
  const matrix = (right: ExpenseRight) => {
    const [internal, client] = (["internal", "client"] as const).map((k) => expenseMatrixRights(actor, k)[right]);
    if (manager || (internal && client)) return Prisma.sql`TRUE`;
    if (internal !== client) return internal ? isInternal : Prisma.sql`NOT ${isInternal}`;
    return Prisma.sql`FALSE`;
  };
  const own = f.isEmployee ? Prisma.sql`e."userId" = ${actor.userId}` : Prisma.sql`FALSE`;
  const where = [Prisma.sql`x."companyId" = ${companyId}`];
  if (!manager) where.push(Prisma.sql`((e."managerId" IS NOT NULL AND ${matrix("list")}) OR ${own})`);
  if (filters.status?.length) where.push(Prisma.sql`x.status IN (${Prisma.join(filters.status)})`);
  if (filters.employeeId) where.push(Prisma.sql`x."employeeId" = ${filters.employeeId}`);
  if (filters.month) {
    const { gte, lt } = monthRange(filters.month);
    where.push(Prisma.sql`x."dateSpent" >= ${iso(gte)}::date AND x."dateSpent" < ${iso(lt)}::date`);
  }
  return {
    where: Prisma.join(where, " AND "),
    seesAmount: Prisma.sql`(${matrix("amount")} OR ${own})`,
    seesProof: Prisma.sql`(${matrix("proof")} OR ${own})`,
  };
}
