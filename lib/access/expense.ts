// Expense tenancy and row rights (spec 2 section 6 expense access matrix, data in lib/policy.ts). A row is
// reachable by its employee, by the managers of its company (the approvers), and by staff roles the matrix
// lets list it. What the caller may do with a reachable row (see the amount, download the receipt, delete)
// comes from rightsOnExpense; the amount is left out of the JSON when not granted.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can, expenseMatrixRights, type ExpenseRights, type ExpenseSubject } from "@/lib/policy";

/** What a row must carry to decide the caller's rights on it. */
export const EXPENSE_RIGHTS_SELECT = {
  companyId: true,
  company: { select: { isInternal: true } },
  employee: { select: { userId: true, managerId: true } },
} satisfies Prisma.ExpenseSelect;

type RightsRow = Prisma.ExpenseGetPayload<{ select: typeof EXPENSE_RIGHTS_SELECT }>;

export function subjectOf(row: RightsRow): ExpenseSubject {
  if (!row.employee.managerId) return "unmanaged";
  return row.company.isInternal ? "internal" : "client";
}

export const isOwnExpense = (actor: Actor, row: RightsRow) =>
  row.employee.userId !== null && row.employee.userId === actor.userId;

/** A manager of the row's company: the approvers (policy "expenses.approve" decides the action itself). */
export const isCompanyManager = (actor: Actor, row: { companyId: string }) =>
  flagsOf(actor).isManager && actor.companyId === row.companyId;

/** The caller's rights on one row: own expense, company manager, or the matrix; OR across them. */
export function rightsOnExpense(actor: Actor, row: RightsRow): ExpenseRights {
  const rights = expenseMatrixRights(actor, subjectOf(row));
  if (isOwnExpense(actor, row)) return { list: true, amount: true, proof: true, delete: true };
  if (isCompanyManager(actor, row)) return { ...rights, list: true, amount: true, proof: true };
  return rights;
}

/**
 * Who decides (approve, request info, reject) an expense: holders of "expenses.approve" who are the company's
 * managers, or staff the matrix lets see the amount (nobody approves an amount they may not see); never the
 * expense's own employee. The detail's actions and the PATCH handlers both ask this.
 */
export function mayDecideExpense(actor: Actor, row: RightsRow, rights: ExpenseRights): boolean {
  if (!can(actor, "expenses.approve") || isOwnExpense(actor, row)) return false;
  return isCompanyManager(actor, row) || (rights.list && rights.amount);
}

/** Tenant `where` on Expense: the rows the caller may list. */
export function expenseWhere(actor: Actor): Prisma.ExpenseWhereInput {
  const f = flagsOf(actor);
  const or: Prisma.ExpenseWhereInput[] = [];
  if (f.isEmployee) or.push({ employee: { userId: actor.userId } });
  if (f.isManager && actor.companyId) or.push({ companyId: actor.companyId });
  for (const isInternal of [true, false]) {
    if (expenseMatrixRights(actor, isInternal ? "internal" : "client").list)
      or.push({ company: { isInternal }, employee: { managerId: { not: null } } });
  }
  if (or.length === 0) return { id: "__none__" };
  return or.length === 1 ? or[0] : { OR: or };
}

export const expenseNotFound = () => new AppError("NOT_FOUND", "Expense not found");

/** One reachable expense with its rights, or 404. */
export async function findExpenseOrThrow<S extends Prisma.ExpenseSelect>(
  actor: Actor,
  id: string,
  select: S,
  client: Tx | typeof db = db,
) {
  // The employee relation merged, not replaced: the caller's select may read more of it (name, provider).
  const employee = (select as { employee?: { select?: Prisma.EmployeeSelect } }).employee?.select;
  const merged: Prisma.ExpenseSelect = {
    ...select,
    ...EXPENSE_RIGHTS_SELECT,
    employee: { select: { ...employee, ...EXPENSE_RIGHTS_SELECT.employee.select } },
  };
  const row = await client.expense.findFirst({ where: { AND: [{ id }, expenseWhere(actor)] }, select: merged });
  if (!row) throw expenseNotFound();
  const typed = row as unknown as Prisma.ExpenseGetPayload<{ select: S }> & RightsRow;
  return { row: typed, rights: rightsOnExpense(actor, typed) };
}
