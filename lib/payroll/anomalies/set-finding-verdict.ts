// A payroll admin's verdict on one finding: a real mistake, or correct after all. Allowed on published reports too:
// a mistake often shows after pay day, and the verdict only feeds the check's track record, never the report.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { FindingVerdictValue } from "@/lib/payroll/anomalies/verdict-schema";

export async function setFindingVerdict(
  actor: Actor,
  input: { reportId: string; findingId: string; verdict: FindingVerdictValue; note?: string },
) {
  return db.$transaction(async (tx) => {
    const finding = await tx.payReportFinding.findFirst({
      where: { id: input.findingId, payReportId: input.reportId },
      select: { id: true, verdict: true },
    });
    if (!finding) throw new AppError("NOT_FOUND", "Finding not found");
    const saved = await tx.payReportFinding.update({
      where: { id: finding.id },
      data: { verdict: input.verdict, verdictById: actor.userId, verdictAt: new Date() },
      select: { id: true, verdict: true, verdictAt: true },
    });
    // The note has no column: the audit trail keeps it with the verdict.
    await recordAudit(tx, {
      actor,
      action: "payReportFinding.verdict",
      entityType: "PayReportFinding",
      entityId: finding.id,
      before: { verdict: finding.verdict },
      after: { verdict: input.verdict, note: input.note || null },
    });
    return { id: saved.id, verdict: saved.verdict!, verdictAt: saved.verdictAt!.toISOString() };
  });
}
