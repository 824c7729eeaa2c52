// POST /api/amendments/{amendmentId}/dispatch: an admin sends a pending edit request to legal with its urgency
// (chosen first, spec 1 section 4), behind the 'dispatch amendment to legal' flag (off by default). The status
// change goes through transition() (lib/contracts/amendments/workflow.ts): history, audit and webhook event together.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import { dispatchToLegalEnabledFor } from "@/lib/contracts/amendments/amendments-enabled";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { AMENDMENT_SELECT, toAmendmentDto } from "@/lib/contracts/amendments/dto";
import { amendmentWorkflow } from "@/lib/contracts/amendments/workflow";

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
    const already = () => new AppError("CONFLICT", "This edit request was already sent to legal.");
    if (row.reviewStatus === "dispatched") throw already();
    await transition(tx, amendmentWorkflow, {
      id: row.id,
      from: "pending",
      to: "dispatched",
      version: row.version,
      actor,
      data: { urgency, dispatchedAt: new Date() },
      action: "amendment.dispatched",
    }).catch((error: unknown) => {
      // Another admin sent it (or changed it) since it was read.
      throw error instanceof AppError && error.code === "CONFLICT" ? already() : error;
    });
    return toAmendmentDto(
      await tx.contractAmendment.findUniqueOrThrow({ where: { id: row.id }, select: AMENDMENT_SELECT }),
    );
  });
}
