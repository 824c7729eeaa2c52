// POST /api/amendments/{amendmentId}/dispatch: an admin sends a pending edit request to legal with its urgency
// (chosen first, spec 1 section 4), behind the 'dispatch amendment to legal' flag (off by default).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { dispatchToLegalEnabledFor } from "@/lib/amendments/amendments-enabled";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { AMENDMENT_SELECT, toAmendmentDto } from "@/lib/amendments/dto";

export async function dispatchAmendment(
  actor: Actor,
  amendmentId: string,
  urgency: "URGENT" | "MEDIUM" | "NOT_URGENT",
) {
  return db.$transaction(async (tx) => {
    const row = await tx.contractAmendment.findFirst({
      where: { id: amendmentId, employee: employeeWhere(actor) },
      select: { id: true, reviewStatus: true, version: true, companyId: true },
    });
    if (!row) throw new AppError("NOT_FOUND", "Edit request not found");
    if (!(await dispatchToLegalEnabledFor(row.companyId)))
      throw new AppError(
        "UNPROCESSABLE",
        "Sending edit requests to legal is switched off (feature flag dispatchAmendmentToLegal).",
      );
    if (row.reviewStatus === "dispatched")
      throw new AppError("CONFLICT", "This edit request was already sent to legal.");
    const dispatchedAt = new Date();
    const { count } = await tx.contractAmendment.updateMany({
      where: { id: row.id, reviewStatus: "pending", version: row.version },
      data: { reviewStatus: "dispatched", urgency, dispatchedAt, version: { increment: 1 } },
    });
    if (count === 0) throw new AppError("CONFLICT", "This edit request was already sent to legal.");
    await tx.statusHistory.create({
      data: {
        entityType: "ContractAmendment",
        entityId: row.id,
        fromStatus: "pending",
        toStatus: "dispatched",
        actorId: actor.userId,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "amendment.dispatched",
      entityType: "ContractAmendment",
      entityId: row.id,
      before: { reviewStatus: "pending" },
      after: { reviewStatus: "dispatched", urgency },
    });
    return toAmendmentDto(
      await tx.contractAmendment.findUniqueOrThrow({ where: { id: row.id }, select: AMENDMENT_SELECT }),
    );
  });
}
