// The approver list's rows: one company the caller reaches, its filters (status, employee, month spent) and the
// caller's tenant rule. Shared by the list, the export and the employee filter, so all answer the same rows:
// as a Prisma `where` (approverWhere) or as SQL (approverSql, for the one-statement list and the COPY export).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { companyNotFound } from "@/lib/access/company";
import { expenseMatrixRights } from "@/lib/policy";
import type { TExpenseFilters } from "@/lib/expenses/schema";

/**
 * What the caller may list of one company's expenses, or 404: its managers every row; a staff role the matrix
 * lets list this kind of company the rows of managed employees (employees without a manager give no rights);
 * an employee also their own. This is expenseWhere (lib/access/expense.ts) narrowed to the company with its
 * kind already known, so the query carries no OR over relation filters (those defeat the planner: benchmarked
 * at 5% of the bare query, see docs/expenses.md). `sees` is what the caller sees on every listed row beyond
 * their own expenses (rightsOnExpense: managers see amounts and receipts; staff what the matrix gives).
 */
type CompanyScope = { managedOnly: boolean; ownUserId: string | null; sees: { amount: boolean; proof: boolean } };

async function companyScope(actor: Actor, companyId: string): Promise<CompanyScope> {
  const f = flagsOf(actor);
  if (f.isManager && actor.companyId === companyId)
    return { managedOnly: false, ownUserId: null, sees: { amount: true, proof: true } };
  // On the raw pool (queryRows): a Prisma read here cost the hot list more than its own statement.
  const [company] = await queryRows<{ isInternal: boolean }>(
    Prisma.sql`SELECT "isInternal" FROM "Company" WHERE id = ${companyId}`,
  );
  const rights = company && expenseMatrixRights(actor, company.isInternal ? "internal" : "client");
  if (!rights?.list) throw companyNotFound();
  return { managedOnly: true, ownUserId: f.isEmployee ? actor.userId : null, sees: rights };
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
  const scope = await companyScope(actor, companyId);
  const managed: Prisma.ExpenseWhereInput = { employee: { managerId: { not: null } } };
  const where: Prisma.ExpenseWhereInput = !scope.managedOnly
    ? { companyId }
    : scope.ownUserId
      ? { companyId, OR: [managed, { employee: { userId: scope.ownUserId } }] }
      : { ...managed, companyId };
  if (filters.status?.length) where.status = { in: filters.status };
  if (filters.employeeId) where.employeeId = filters.employeeId;
  if (filters.month) where.dateSpent = monthRange(filters.month);
  return where;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The same rows as SQL over `"Expense" x JOIN "Employee" e`: the `where` conditions, and whether the caller may
 * see each row's amount and receipt (true for every row, or only for their own expenses), so the statement
 * itself leaves out what the access matrix hides.
 */
export async function approverSql(actor: Actor, companyId: string, filters: TExpenseFilters) {
  const scope = await companyScope(actor, companyId);
  const own = scope.ownUserId ? Prisma.sql`e."userId" = ${scope.ownUserId}` : null;
  const where = [Prisma.sql`x."companyId" = ${companyId}`];
  if (scope.managedOnly)
    where.push(own ? Prisma.sql`(e."managerId" IS NOT NULL OR ${own})` : Prisma.sql`e."managerId" IS NOT NULL`);
  if (filters.status?.length) where.push(Prisma.sql`x.status IN (${Prisma.join(filters.status)})`);
  if (filters.employeeId) where.push(Prisma.sql`x."employeeId" = ${filters.employeeId}`);
  if (filters.month) {
    const { gte, lt } = monthRange(filters.month);
    where.push(Prisma.sql`x."dateSpent" >= ${iso(gte)}::date AND x."dateSpent" < ${iso(lt)}::date`);
  }
  const sees = (right: boolean) => (right ? Prisma.sql`TRUE` : (own ?? Prisma.sql`FALSE`));
  return { where: Prisma.join(where, " AND "), seesAmount: sees(scope.sees.amount), seesProof: sees(scope.sees.proof) };
}
