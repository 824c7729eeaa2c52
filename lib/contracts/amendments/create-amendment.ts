// POST /api/amendments: a manager (or admin) asks legal for a contract edit; it starts pending.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { amendmentsEnabledFor } from "@/lib/contracts/amendments/amendments-enabled";
import { AMENDMENT_SELECT, toAmendmentDto } from "@/lib/contracts/amendments/dto";
import type { TCreateAmendment } from "@/lib/contracts/amendments/schema";

export async function createAmendment(actor: Actor, input: TCreateAmendment) {
  return db.$transaction(async (tx) => {
    const c = await findVisibleContractOrThrow(
      actor,
      input.employeeId,
      input.documentId,
      { id: true, documentId: true, employee: { select: { companyId: true, countryCode: true } } },
      tx,
    );
    if (c.employee.companyId !== input.companyId) throw new AppError("NOT_FOUND", "Contract not found");
    if (c.status === "archived") throw new AppError("UNPROCESSABLE", "An archived contract cannot be edited.");
    if (!(await amendmentsEnabledFor(c.employee.countryCode)))
      throw new AppError("UNPROCESSABLE", "Contract edit requests are not available in this country yet.");
    const row = await tx.contractAmendment.create({
      data: {
        ...input,
        reviewClauseNumber: input.reviewClauseNumber || null,
        contractId: c.id,
        documentId: c.documentId,
        createdById: actor.userId,
      },
      select: AMENDMENT_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "amendment.created",
      entityType: "ContractAmendment",
      entityId: row.id,
      after: { reviewType: row.reviewType, reviewClause: row.reviewClause, documentId: row.documentId },
    });
    return toAmendmentDto(row);
  });
}
