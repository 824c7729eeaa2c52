// GET /employees/{id}/bonuses: the employee's bonuses, newest payroll month first, each with its month's cutoff.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findCompensationEmployee, recordsCompensation } from "@/lib/employees/compensation-access";
import { cutoffPassed, payrollCutoffsOf } from "@/lib/employees/bonus-cutoff";
import type { Bonuses } from "@/lib/employees/compensation-schema";

export async function listBonuses(actor: Actor, employeeId: string): Promise<Bonuses> {
  const employee = await findCompensationEmployee(actor, employeeId);
  const rows = await db.employeeBonus.findMany({
    where: { employeeId: employee.id },
    orderBy: [{ payrollPeriod: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  const cutoffs = await payrollCutoffsOf(employee, [...new Set(rows.map((r) => r.payrollPeriod))]);
  const canRecord = recordsCompensation(actor, employee);
  return {
    canRecord,
    items: rows.map((r) => {
      const cutoffDate = cutoffs.get(r.payrollPeriod)!;
      return {
        id: r.id,
        kind: r.kind,
        amount: r.amount.toString(),
        currency: r.currency,
        payrollPeriod: r.payrollPeriod,
        note: r.note,
        cutoffDate,
        canDelete: canRecord && !cutoffPassed(cutoffDate),
      };
    }),
  };
}
