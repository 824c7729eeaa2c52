import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { removeStored } from "@/lib/payroll/pipeline";
import { canDeleteStatus, isPublished } from "@/lib/payroll/schema";

/** Delete a file unless APPROVED or PUBLISHED (spec 2 section 4). Conditional on the status, so a concurrent approval wins. */
export async function deleteGrossToNet(actor: Actor, id: string) {
  const storageKey = await db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, fileName: true, storageKey: true, version: true },
    });
    if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
    // Issue 27: REOPENED and SUPERSEDED versions are published data too (isPublished): never deleted.
    if (!canDeleteStatus(file.processingStatus) || isPublished(file.processingStatus))
      throw new AppError("UNPROCESSABLE", `${file.fileName} cannot be deleted while ${file.processingStatus}.`);
    const { count } = await tx.grossToNetFile.deleteMany({
      where: { id, processingStatus: file.processingStatus, version: file.version },
    });
    if (count === 0) throw new AppError("CONFLICT");
    await recordAudit(tx, {
      actor,
      action: "payReport.delete",
      entityType: PAY_REPORT_ENTITY,
      entityId: id,
      before: { fileName: file.fileName, processingStatus: file.processingStatus },
    });
    return file.storageKey;
  });
  await removeStored(storageKey);
  return { id, result: "DELETED" };
}
