// GET /employees/{id}/salary-changes: the employee's salary history, newest effective date first.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { todayIso } from "@/lib/employees/edit-schema";
import { findCompensationEmployee, recordsCompensation } from "@/lib/employees/compensation-access";
import type { SalaryHistory } from "@/lib/employees/compensation-schema";

export async function listSalaryChanges(actor: Actor, employeeId: string): Promise<SalaryHistory> {
  const employee = await findCompensationEmployee(actor, employeeId);
  const rows = await db.salaryHistory.findMany({
    where: { employeeId: employee.id },
    orderBy: [{ effectiveDate: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  const today = todayIso();
  return {
    canRecord: recordsCompensation(actor, employee),
    items: rows.map((r) => {
      const effectiveDate = r.effectiveDate.toISOString().slice(0, 10);
      return {
        id: r.id,
        amount: r.amount.toString(),
        currency: r.currency,
        effectiveDate,
        note: r.note,
        scheduled: effectiveDate > today,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
