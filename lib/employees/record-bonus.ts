// POST /employees/{id}/bonuses: a bonus for one payroll month, recorded before that month's cutoff so the pay
// report's change has its explanation on the record.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { formatDate } from "@/lib/dates";
import { assertRecordsCompensation, findCompensationEmployee } from "@/lib/employees/compensation-access";
import { cutoffPassed, payrollCutoffsOf } from "@/lib/employees/bonus-cutoff";
import { formatPayrollPeriod, type BonusItem, type BonusValues } from "@/lib/employees/compensation-schema";

export const cutoffPassedMessage = (period: string, cutoff: string) =>
  `The cutoff of the ${formatPayrollPeriod(period)} payroll (${formatDate(cutoff)}) has passed: choose a later month.`;

export async function recordBonus(actor: Actor, employeeId: string, input: BonusValues): Promise<BonusItem> {
  const employee = await findCompensationEmployee(actor, employeeId);
  assertRecordsCompensation(actor, employee);
  const cutoffDate = (await payrollCutoffsOf(employee, [input.payrollPeriod])).get(input.payrollPeriod)!;
  if (cutoffPassed(cutoffDate)) {
    const message = cutoffPassedMessage(input.payrollPeriod, cutoffDate);
    throw new AppError("BAD_REQUEST", message, { fieldErrors: { payrollPeriod: [message] } });
  }
  return db.$transaction(async (tx) => {
    const row = await tx.employeeBonus.create({
      data: {
        employeeId: employee.id,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        payrollPeriod: input.payrollPeriod,
        note: input.note || null,
        createdById: actor.userId,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "employee.bonus.create",
      entityType: "EmployeeBonus",
      entityId: row.id,
      after: {
        employeeId: employee.id,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        payrollPeriod: input.payrollPeriod,
        note: input.note || null,
      },
    });
    return {
      id: row.id,
      kind: row.kind,
      amount: row.amount.toString(),
      currency: row.currency,
      payrollPeriod: row.payrollPeriod,
      note: row.note,
      cutoffDate,
      canDelete: true,
    };
  });
}
