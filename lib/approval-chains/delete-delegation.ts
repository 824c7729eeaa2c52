// DELETE /api/companies/{companyId}/approval-delegations/{delegationId}: the approver back early, or a mistake.
// The approver themself or a company or platform admin; another company's delegation is 404.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { findChainCompanyOrThrow, mayManageChains } from "@/lib/approval-chains/settings-access";
import { getApprovalSettings } from "@/lib/approval-chains/get-approval-settings";

export async function deleteDelegation(actor: Actor, companyId: string, delegationId: string) {
  await db.$transaction(async (tx) => {
    await findChainCompanyOrThrow(actor, companyId, { manage: false }, tx);
    const row = await tx.approvalDelegation.findFirst({ where: { id: delegationId, companyId } });
    if (!row) throw new AppError("NOT_FOUND", "Delegation not found");
    if (!mayManageChains(actor, companyId) && row.approverUserId !== actor.userId)
      throw new AppError("FORBIDDEN", "You can remove a delegate of your own approvals only.");
    await tx.approvalDelegation.delete({ where: { id: row.id } });
    await recordAudit(tx, {
      actor,
      action: "approvalDelegation.delete",
      entityType: "ApprovalDelegation",
      entityId: row.id,
      before: { approverUserId: row.approverUserId, delegateUserId: row.delegateUserId },
      after: null,
    });
  });
  return getApprovalSettings(actor, companyId);
}
