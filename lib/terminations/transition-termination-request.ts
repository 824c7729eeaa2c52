// PATCH /api/terminations/requests/{id}: an admin moves a request on (Reviewed, Completed) through the
// workflow table. Completion sets the employment's terminationDate (last working day answer) and
// lastPayrollDate (last employment date answer, else the last day of that month); the employee becomes
// Inactive after the last working day (deactivate-terminated-employees, a scheduled job).
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { recordAudit } from "@/lib/audit";
import { findTerminationRequestOrThrow } from "@/lib/access/termination-request";
import { fromStoredAnswers } from "@/lib/terminations/answers";
import type { ZTerminationTransition } from "@/lib/terminations/schema";
import { asUtcDay as asDate, lastPayrollDateOf } from "@/lib/terminations/last-payroll-date";
import { terminationWorkflow, type TerminationStatusValue } from "@/lib/terminations/workflow";

export async function transitionTerminationRequest(
  actor: Actor,
  id: string,
  body: z.output<typeof ZTerminationTransition>,
) {
  return db.$transaction(async (tx) => {
    const row = await findTerminationRequestOrThrow(
      actor,
      id,
      { id: true, status: true, version: true, answers: true, employmentId: true, employeeId: true },
      tx,
    );
    await transition(tx, terminationWorkflow, {
      id: row.id,
      from: row.status as TerminationStatusValue,
      to: body.to,
      version: body.version ?? row.version,
      actor,
      note: body.note ?? null,
      action: `termination.${body.to.toLowerCase()}`,
    });
    if (body.to === "COMPLETED") {
      const answers = fromStoredAnswers(row.answers);
      if (!answers.lastWorkingDayPreference)
        throw new AppError("UNPROCESSABLE", "The request has no last working day.");
      const employmentId =
        row.employmentId ??
        (await tx.employee.findUnique({ where: { id: row.employeeId }, select: { currentEmploymentId: true } }))
          ?.currentEmploymentId;
      if (!employmentId) throw new AppError("UNPROCESSABLE", "The employee has no employment to terminate.");
      const data = {
        terminationDate: asDate(answers.lastWorkingDayPreference),
        lastPayrollDate: lastPayrollDateOf(answers.lastWorkingDayPreference, answers.lastEmploymentDatePreference),
      };
      await tx.employment.update({ where: { id: employmentId }, data });
      await recordAudit(tx, {
        actor,
        action: "employment.terminationDates",
        entityType: "Employment",
        entityId: employmentId,
        after: {
          terminationDate: data.terminationDate.toISOString(),
          lastPayrollDate: data.lastPayrollDate.toISOString(),
        },
      });
    }
    return { id: row.id, status: body.to };
  });
}
