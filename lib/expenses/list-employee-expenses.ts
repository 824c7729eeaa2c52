// GET /api/expenses/employee/{employeeId}: one employee's expenses the caller may list, split into outstanding
// (unpaid) and paid, newest first (spec 2 section 4).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeNotFound } from "@/lib/access/employee";
import { expenseWhere } from "@/lib/access/expense";
import { EXPENSE_SELECT } from "@/lib/expenses/dto";
import { toExpenseDtos } from "@/lib/expenses/to-dtos";

const LIMIT = 500;

export async function listEmployeeExpenses(actor: Actor, employeeId: string) {
  const employee = await db.employee.findUnique({
    where: { id: employeeId },
    select: { id: true, userId: true, companyId: true },
  });
  if (!employee) throw employeeNotFound();
  const rows = await db.expense.findMany({
    where: { AND: [{ employeeId }, expenseWhere(actor)] },
    select: EXPENSE_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LIMIT,
  });
  // Someone who may see none of the employee's expenses does not learn that the employee exists.
  const own = employee.userId === actor.userId;
  const manages = actor.companyId === employee.companyId && actor.roles.some((r) => r.type === "manager");
  if (rows.length === 0 && !own && !manages) throw employeeNotFound();
  const items = await toExpenseDtos(actor, rows);
  return { outstanding: items.filter((e) => !e.paid), paid: items.filter((e) => e.paid) };
}
