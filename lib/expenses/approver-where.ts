// The approver list's rows: one company the caller reaches, its filters (status, employee, month spent) and the
// caller's tenant rule. Shared by the list page and the export, so both answer the same rows.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { companyNotFound } from "@/lib/access/company";
import { expenseMatrixRights } from "@/lib/policy";
import type { TExpenseFilters } from "@/lib/expenses/schema";

/**
 * What the caller may list of one company's expenses, or 404: its managers every row; a staff role the matrix
 * lets list this kind of company the rows of managed employees (employees without a manager give no rights);
 * an employee also their own. This is expenseWhere (lib/access/expense.ts) narrowed to the company with its
 * kind already known, so the query carries no OR over relation filters (those defeat the planner: benchmarked
 * at 5% of the bare query, see docs/expenses.md).
 */
async function companyScope(actor: Actor, companyId: string): Promise<Prisma.ExpenseWhereInput> {
  const f = flagsOf(actor);
  if (f.isManager && actor.companyId === companyId) return {};
  const company = await db.company.findUnique({ where: { id: companyId }, select: { isInternal: true } });
  if (!company || !expenseMatrixRights(actor, company.isInternal ? "internal" : "client").list) throw companyNotFound();
  const managed: Prisma.ExpenseWhereInput = { employee: { managerId: { not: null } } };
  return f.isEmployee ? { OR: [managed, { employee: { userId: actor.userId } }] } : managed;
}

/** The rows of the company's approver list under the filters; 404 when the caller may not list the company. */
export async function approverWhere(
  actor: Actor,
  companyId: string,
  filters: TExpenseFilters,
): Promise<Prisma.ExpenseWhereInput> {
  const scope = await companyScope(actor, companyId);
  const where: Prisma.ExpenseWhereInput = { ...scope, companyId };
  if (filters.status?.length) where.status = { in: filters.status };
  if (filters.employeeId) where.employeeId = filters.employeeId;
  if (filters.month) {
    const [y, m] = filters.month.split("-").map(Number);
    where.dateSpent = { gte: new Date(Date.UTC(y, m - 1, 1)), lt: new Date(Date.UTC(y, m, 1)) };
  }
  return where;
}
