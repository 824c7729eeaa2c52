// The approver list's employee filter: the company's employees with at least one expense the caller may list,
// from the server (not only the rows loaded so far), by name. The same rows as the list (approverWhere).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { approverWhere } from "@/lib/expenses/approver-where";

export type ExpenseEmployeeOption = { value: string; label: string };

const MAX_OPTIONS = 1000;

export async function listExpenseEmployees(actor: Actor, companyId: string): Promise<ExpenseEmployeeOption[]> {
  const rows = await db.employee.findMany({
    where: { companyId, expenses: { some: await approverWhere(actor, companyId, {}) } },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: MAX_OPTIONS,
  });
  return rows.map((r) => ({ value: r.id, label: `${r.firstName} ${r.lastName}` }));
}
