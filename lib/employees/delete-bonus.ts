// DELETE /employees/{id}/bonuses/{bonusId}: a bonus is removed only while its payroll month's cutoff has not
// passed; after it the pay report may already hold it.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { assertRecordsCompensation, findCompensationEmployee } from "@/lib/employees/compensation-access";
import { cutoffPassed, payrollCutoffsOf } from "@/lib/employees/bonus-cutoff";
import { formatPayrollPeriod } from "@/lib/employees/compensation-schema";

export async function deleteBonus(actor: Actor, employeeId: string, bonusId: string) {
  const employee = await findCompensationEmployee(actor, employeeId);
  const bonus = await db.employeeBonus.findFirst({ where: { id: bonusId, employeeId: employee.id } });
  if (!bonus) throw new AppError("NOT_FOUND", "Bonus not found");
  assertRecordsCompensation(actor, employee);
  const cutoffDate = (await payrollCutoffsOf(employee, [bonus.payrollPeriod])).get(bonus.payrollPeriod)!;
  if (cutoffPassed(cutoffDate))
    throw new AppError(
      "CONFLICT",
      `The cutoff of the ${formatPayrollPeriod(bonus.payrollPeriod)} payroll has passed: the bonus can no longer be removed.`,
    );
  await db.$transaction(async (tx) => {
    // Conditional on the row still being there: a concurrent removal answers 404, not a second audit event.
    const { count } = await tx.employeeBonus.deleteMany({ where: { id: bonus.id } });
    if (count === 0) throw new AppError("NOT_FOUND", "Bonus not found");
    await recordAudit(tx, {
      actor,
      action: "employee.bonus.delete",
      entityType: "EmployeeBonus",
      entityId: bonus.id,
      before: {
        employeeId: employee.id,
        kind: bonus.kind,
        amount: bonus.amount.toString(),
        currency: bonus.currency,
        payrollPeriod: bonus.payrollPeriod,
      },
    });
  });
  return { id: bonus.id, deleted: true };
}
