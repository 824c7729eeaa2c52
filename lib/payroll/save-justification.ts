import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { isPublished } from "@/lib/payroll/schema";
import { justificationDto, justificationSelect } from "@/lib/payroll/justification-dto";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

/** Saves a note (trimmed); an empty note deletes the existing one. Read-only once PUBLISHED. */
export async function saveJustification(
  actor: Actor,
  input: { grossToNetId: string; employeeId?: string | null; note: string },
) {
  const employeeRef = input.employeeId ?? null;
  return db.$transaction(async (tx) => {
    const file = await findPayReportOrThrow(input.grossToNetId, { processingStatus: true }, tx);
    if (isPublished(file.processingStatus))
      throw new AppError("UNPROCESSABLE", "Justifications of a published pay report are read-only.");
    const existing = await tx.justification.findFirst({
      where: { grossToNetId: input.grossToNetId, employeeRef },
      select: justificationSelect,
    });
    const note = input.note.trim();
    if (!note) {
      if (existing) {
        await tx.justification.delete({ where: { id: existing.id } });
        await recordAudit(tx, {
          actor,
          action: "justification.delete",
          entityType: "Justification",
          entityId: existing.id,
          before: { note: existing.note },
        });
      }
      return { deleted: true, id: existing?.id ?? null };
    }
    let matched: string | null = null;
    if (employeeRef) {
      const total = await tx.payReportEmployeeTotal.findUnique({
        where: { grossToNetId_employeeRef: { grossToNetId: input.grossToNetId, employeeRef } },
        select: { employeeId: true },
      });
      if (!total) throw new AppError("NOT_FOUND", "Employee not found in this pay report");
      matched = total.employeeId;
    }
    const saved = existing
      ? await tx.justification.update({ where: { id: existing.id }, data: { note }, select: justificationSelect })
      : await tx.justification.create({
          data: { grossToNetId: input.grossToNetId, employeeRef, employeeId: matched, note, createdById: actor.userId },
          select: justificationSelect,
        });
    await recordAudit(tx, {
      actor,
      action: existing ? "justification.update" : "justification.create",
      entityType: "Justification",
      entityId: saved.id,
      before: existing ? { note: existing.note } : null,
      after: { note },
    });
    return justificationDto(saved);
  });
}
