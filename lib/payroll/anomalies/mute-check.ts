// Payroll admins mute one check for one employee with a reason until a date (issue 27), audited.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

export async function muteCheck(
  actor: Actor,
  input: { check: string; employeeId: string; reason: string; expiresAt: string },
) {
  return db.$transaction(async (tx) => {
    const employee = await tx.employee.findUnique({ where: { id: input.employeeId }, select: { id: true } });
    if (!employee)
      throw new AppError("BAD_REQUEST", "Unknown employee", { fieldErrors: { employeeId: ["Unknown employee"] } });
    const mute = await tx.payrollCheckMute.create({
      data: {
        check: input.check,
        employeeId: input.employeeId,
        reason: input.reason.trim(),
        expiresAt: new Date(`${input.expiresAt}T23:59:59Z`),
        createdById: actor.userId,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "payrollCheckMute.create",
      entityType: "PayrollCheckMute",
      entityId: mute.id,
      after: { check: mute.check, employeeId: mute.employeeId, reason: mute.reason, expiresAt: input.expiresAt },
    });
    return { id: mute.id, check: mute.check, employeeId: mute.employeeId, expiresAt: mute.expiresAt.toISOString() };
  });
}

export async function unmuteCheck(actor: Actor, id: string) {
  return db.$transaction(async (tx) => {
    const mute = await tx.payrollCheckMute.findUnique({ where: { id } });
    if (!mute) throw new AppError("NOT_FOUND", "Mute not found");
    await tx.payrollCheckMute.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "payrollCheckMute.delete",
      entityType: "PayrollCheckMute",
      entityId: id,
      before: { check: mute.check, employeeId: mute.employeeId, reason: mute.reason },
    });
    return { deleted: true };
  });
}
