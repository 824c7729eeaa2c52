import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { isPublished } from "@/lib/payroll/schema";

export async function deleteJustification(actor: Actor, id: string) {
  await db.$transaction(async (tx) => {
    const existing = await tx.justification.findUnique({
      where: { id },
      select: { note: true, grossToNet: { select: { processingStatus: true } } },
    });
    if (!existing) throw new AppError("NOT_FOUND", "Justification not found");
    if (isPublished(existing.grossToNet.processingStatus))
      throw new AppError("UNPROCESSABLE", "Justifications of a published pay report are read-only.");
    await tx.justification.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "justification.delete",
      entityType: "Justification",
      entityId: id,
      before: { note: existing.note },
    });
  });
}
