// POST /api/resignations: the employee's 'Resign' form (or an admin on their behalf). One transaction: the row,
// its first status history entry, the audit event and the e-mails to the manager and customer-success admins.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { recordCreation } from "@/lib/workflow";
import { resignationWorkflow } from "@/lib/terminations/resignations/workflow";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import type { ZResignationForm } from "@/lib/terminations/resignations/schema";
import { notifyResignation } from "@/lib/terminations/resignations/notify-resignation";

export async function createResignation(actor: Actor, body: z.output<typeof ZResignationForm>) {
  const own = flagsOf(actor).isEmployee && !flagsOf(actor).isAdmin;
  return db.$transaction(async (tx) => {
    const employee = await tx.employee.findFirst({
      where: { AND: [employeeWhere(actor), own ? { userId: actor.userId } : { id: body.employeeId ?? "__none__" }] },
      select: {
        id: true,
        companyId: true,
        firstName: true,
        lastName: true,
        currentEmploymentId: true,
        manager: { select: { user: { select: { email: true } } } },
      },
    });
    if (!employee) throw new AppError("NOT_FOUND", "Employee not found");
    const open = await tx.resignation.count({ where: { employeeId: employee.id, status: "REQUESTED" } });
    if (open) throw new AppError("CONFLICT", "A resignation request is already waiting for review.");
    const row = await tx.resignation.create({
      data: {
        companyId: employee.companyId,
        employeeId: employee.id,
        employmentId: employee.currentEmploymentId,
        employeeLastWorkingDay: new Date(`${body.employeeLastWorkingDay}T00:00:00.000Z`),
        isManagerAware: body.isManagerAware,
        employeeScheduledLeaves: body.employeeScheduledLeaves || null,
        employeeNumberOfVacationsDays: body.employeeNumberOfVacationsDays,
        resignationReason: body.resignationReason,
        otherReason: body.otherReason,
        createdById: actor.userId,
      },
      select: { id: true, status: true },
    });
    await recordCreation(tx, resignationWorkflow, {
      id: row.id,
      status: "REQUESTED",
      actor,
      action: "resignation.create",
      after: { employeeId: employee.id, lastWorkingDay: body.employeeLastWorkingDay, reason: body.resignationReason },
    });
    await notifyResignation(tx, employee, body.employeeLastWorkingDay);
    return row;
  });
}
