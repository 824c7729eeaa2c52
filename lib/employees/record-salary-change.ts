// POST /employees/{id}/salary-changes: a raise or promotion of an active employee. The history row explains payroll
// from its effective date (the anomaly checks read it); a change effective today or earlier also becomes the
// record's annual base salary (and job title, for a promotion) unless a later change already took effect. A future
// change stays scheduled in the history: the record keeps the salary paid until then.
import "server-only";
import { parseISO } from "date-fns";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { editorKinds } from "@/lib/employees/edit";
import { todayIso } from "@/lib/employees/edit-schema";
import { picksAnySalaryCurrency, salaryCurrencyMessage } from "@/lib/employees/salary-currency";
import { countrySalaryCurrency } from "@/lib/employees/assert-salary-currency";
import { assertRecordsCompensation, findCompensationEmployee } from "@/lib/employees/compensation-access";
import type { SalaryChangeItem, SalaryChangeValues } from "@/lib/employees/compensation-schema";

const FUTURE_TITLE =
  "A new job title takes effect at once: record the promotion on or after its effective date, or leave the title empty.";

export async function recordSalaryChange(
  actor: Actor,
  employeeId: string,
  input: SalaryChangeValues,
): Promise<SalaryChangeItem> {
  const employee = await findCompensationEmployee(actor, employeeId);
  assertRecordsCompensation(actor, employee);
  // Spec 1 section 6: who is neither admin nor the employee pays in the country's currency (or the one on record).
  const kinds = editorKinds(actor, employee);
  if (!picksAnySalaryCurrency(kinds) && input.currency !== employee.annualBaseSalaryCurrency?.toUpperCase()) {
    const allowed = await countrySalaryCurrency(employee.countryCode);
    if (input.currency !== allowed) {
      const message = salaryCurrencyMessage(allowed);
      throw new AppError("BAD_REQUEST", message, { fieldErrors: { currency: [message] } });
    }
  }
  const today = todayIso();
  const due = input.effectiveDate <= today;
  if (input.jobTitle && !due)
    throw new AppError("BAD_REQUEST", FUTURE_TITLE, { fieldErrors: { jobTitle: [FUTURE_TITLE] } });

  return db.$transaction(async (tx) => {
    const row = await tx.salaryHistory.create({
      data: {
        employeeId: employee.id,
        amount: input.amount,
        currency: input.currency,
        effectiveDate: parseISO(input.effectiveDate),
        note: input.note || null,
        createdById: actor.userId,
      },
    });
    const superseded =
      due &&
      (await tx.salaryHistory.count({
        where: {
          employeeId: employee.id,
          id: { not: row.id },
          effectiveDate: { gt: row.effectiveDate, lte: parseISO(today) },
        },
      })) > 0;
    const applied = due && !superseded;
    if (applied)
      await tx.employee.update({
        where: { id: employee.id },
        data: {
          annualBaseSalaryAmount: input.amount,
          annualBaseSalaryCurrency: input.currency,
          ...(input.jobTitle ? { jobTitle: input.jobTitle } : {}),
          version: { increment: 1 },
        },
      });
    await recordAudit(tx, {
      actor,
      action: "employee.salaryChange",
      entityType: "Employee",
      entityId: employee.id,
      before: applied
        ? {
            annualBaseSalaryAmount: employee.annualBaseSalaryAmount?.toString() ?? null,
            annualBaseSalaryCurrency: employee.annualBaseSalaryCurrency,
            ...(input.jobTitle ? { jobTitle: employee.jobTitle } : {}),
          }
        : null,
      after: {
        salaryHistoryId: row.id,
        amount: input.amount,
        currency: input.currency,
        effectiveDate: input.effectiveDate,
        jobTitle: input.jobTitle || null,
        note: input.note || null,
        appliedToRecord: applied,
      },
    });
    return {
      id: row.id,
      amount: row.amount.toString(),
      currency: row.currency,
      effectiveDate: input.effectiveDate,
      note: row.note,
      scheduled: !due,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
