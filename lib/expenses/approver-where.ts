// The approver list's rows: one company the caller reaches, its filters (status, employee, month spent) and the
// caller's tenant rule. Shared by the list page and the export, so both answer the same rows.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { companyNotFound } from "@/lib/access/company";
import { expenseWhere } from "@/lib/access/expense";
import { expenseMatrixRights } from "@/lib/policy";
import type { TExpenseFilters } from "@/lib/expenses/schema";

/** The company's managers, or a staff role the matrix lets list this kind of company; otherwise 404. */
export async function assertApproverCompany(actor: Actor, companyId: string) {
  if (flagsOf(actor).isManager && actor.companyId === companyId) return;
  const company = await db.company.findUnique({ where: { id: companyId }, select: { isInternal: true } });
  if (!company || !expenseMatrixRights(actor, company.isInternal ? "internal" : "client").list) throw companyNotFound();
}

export function approverWhere(actor: Actor, companyId: string, filters: TExpenseFilters): Prisma.ExpenseWhereInput {
  const where: Prisma.ExpenseWhereInput = { companyId };
  if (filters.status?.length) where.status = { in: filters.status };
  if (filters.employeeId) where.employeeId = filters.employeeId;
  if (filters.month) {
    const [y, m] = filters.month.split("-").map(Number);
    where.dateSpent = { gte: new Date(Date.UTC(y, m - 1, 1)), lt: new Date(Date.UTC(y, m, 1)) };
  }
  return { AND: [where, expenseWhere(actor)] };
}
