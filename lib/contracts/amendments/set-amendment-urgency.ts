// PATCH /api/amendments/{amendmentId}: the urgency modal (spec 1 sections 2, 4) saves a pending edit request's
// urgency; 'Send to Legal' is enabled only once one is saved.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { AMENDMENT_SELECT, toAmendmentDto } from "@/lib/contracts/amendments/dto";

export async function setAmendmentUrgency(
  actor: Actor,
  amendmentId: string,
  urgency: "URGENT" | "MEDIUM" | "NOT_URGENT",
) {
  return db.$transaction(async (tx) => {
    const row = await tx.contractAmendment.findFirst({
      where: { id: amendmentId, employee: employeeWhere(actor) },
      select: { id: true, reviewStatus: true, urgency: true, version: true },
    });
    if (!row) throw new AppError("NOT_FOUND", "Edit request not found");
    const { count } = await tx.contractAmendment.updateMany({
      where: { id: row.id, reviewStatus: "pending", version: row.version },
      data: { urgency, version: { increment: 1 } },
    });
    if (count === 0) throw new AppError("CONFLICT", "This edit request was already sent to legal.");
    await recordAudit(tx, {
      actor,
      action: "amendment.urgencySet",
      entityType: "ContractAmendment",
      entityId: row.id,
      before: { urgency: row.urgency },
      after: { urgency },
    });
    return toAmendmentDto(
      await tx.contractAmendment.findUniqueOrThrow({ where: { id: row.id }, select: AMENDMENT_SELECT }),
    );
  });
}
