// POST /api/companies/{companyId}/approval-delegations: while an approver is away (first to last day, inclusive) a
// delegate decides in their place and sees their waiting requests. Both are the company's managers; a manager
// names a delegate for their own absence, a company or platform admin for anyone's.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { companyManagers, findChainCompanyOrThrow, mayManageChains } from "@/lib/approval-chains/settings-access";
import { ZDelegationForm, type DelegationFormInput } from "@/lib/approval-chains/schema";
import { getApprovalSettings } from "@/lib/approval-chains/get-approval-settings";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function createDelegation(actor: Actor, companyId: string, input: DelegationFormInput) {
  const body = ZDelegationForm.parse(input);
  await db.$transaction(async (tx) => {
    await findChainCompanyOrThrow(actor, companyId, { manage: false }, tx);
    if (!mayManageChains(actor, companyId) && body.approverUserId !== actor.userId)
      throw new AppError("FORBIDDEN", "You can name a delegate for your own absence only.");
    const managers = new Set((await companyManagers(companyId, tx)).map((m) => m.userId));
    const fieldErrors: Record<string, string[]> = {};
    if (!managers.has(body.approverUserId)) fieldErrors.approverUserId = ["Choose one of the company's managers"];
    if (!managers.has(body.delegateUserId)) fieldErrors.delegateUserId = ["Choose one of the company's managers"];
    if (Object.keys(fieldErrors).length) throw new AppError("BAD_REQUEST", MESSAGES.invalid, { fieldErrors });
    const created = await tx.approvalDelegation.create({
      data: {
        companyId,
        approverUserId: body.approverUserId,
        delegateUserId: body.delegateUserId,
        startsOn: day(body.startsOn),
        endsOn: day(body.endsOn),
        createdById: actor.userId,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "approvalDelegation.create",
      entityType: "ApprovalDelegation",
      entityId: created.id,
      after: { companyId, ...body },
    });
  });
  return getApprovalSettings(actor, companyId);
}
