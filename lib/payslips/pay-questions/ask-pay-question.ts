// 'Something looks wrong' on the /pay next month card: the employee's question about their next pay, stored for the
// payroll month the preview showed (the one whose cutoff has not passed) and audited in the same transaction.
// Only the employee asks about their own pay (staff who may read it get 403); a foreign id is 404.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import type { TPayQuestionBody } from "@/lib/payslips/pay-questions/schema";
import { nextPayPeriod } from "@/lib/payslips/next-pay-period";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";

export const PAY_QUESTION_ACTION = "payQuestion.create";

export async function askPayQuestion(actor: Actor, employeeId: string, body: TPayQuestionBody, now = new Date()) {
  await findPayslipEmployeeOrThrow(actor, employeeId);
  const employee = await db.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: { userId: true, lspId: true, countryCode: true },
  });
  if (employee.userId !== actor.userId) throw forbidden("Only the employee can ask about their own pay.");
  const { period } = await nextPayPeriod(employee, now);
  return db.$transaction(async (tx) => {
    const question = await tx.payQuestion.create({
      data: { employeeId, payrollPeriod: period, message: body.message, createdById: actor.userId },
      select: { id: true, payrollPeriod: true, createdAt: true },
    });
    await recordAudit(tx, {
      actor,
      action: PAY_QUESTION_ACTION,
      entityType: "Employee",
      entityId: employeeId,
      after: { payQuestionId: question.id, payrollPeriod: period, message: body.message },
    });
    return question;
  });
}
