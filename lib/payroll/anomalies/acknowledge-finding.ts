// A payroll admin acknowledges a finding with a justification (issue 27); read-only once the report is published.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { isPublished } from "@/lib/payroll/schema";

export async function acknowledgeFinding(
  actor: Actor,
  input: { reportId: string; findingId: string; justification: string },
) {
  return db.$transaction(async (tx) => {
    const finding = await tx.payReportFinding.findFirst({
      where: { id: input.findingId, payReportId: input.reportId },
      select: {
        id: true,
        acknowledgedAt: true,
        justification: true,
        payReport: { select: { processingStatus: true } },
      },
    });
    if (!finding) throw new AppError("NOT_FOUND", "Finding not found");
    if (isPublished(finding.payReport.processingStatus))
      throw new AppError("UNPROCESSABLE", "The findings of a published pay report are read-only.");
    const justification = input.justification.trim();
    const saved = await tx.payReportFinding.update({
      where: { id: finding.id },
      data: { acknowledgedAt: new Date(), acknowledgedById: actor.userId, justification },
      select: { id: true, acknowledgedAt: true, justification: true },
    });
    await recordAudit(tx, {
      actor,
      action: "payReportFinding.acknowledge",
      entityType: "PayReportFinding",
      entityId: finding.id,
      before: { justification: finding.justification },
      after: { justification },
    });
    return { id: saved.id, acknowledgedAt: saved.acknowledgedAt!.toISOString(), justification: saved.justification };
  });
}
