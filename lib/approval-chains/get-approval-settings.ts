// GET /api/companies/{companyId}/approval-settings: the company's chain per kind of request (no levels: the
// single approver decides), its delegations (current and coming ones) and its managers to choose from.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { APPROVAL_REQUEST_KINDS } from "@/lib/approval-chains/levels";
import { dayOf } from "@/lib/approval-chains/decide-at-level";
import { companyManagers, findChainCompanyOrThrow, mayManageChains } from "@/lib/approval-chains/settings-access";
import type { ApprovalSettingsDto } from "@/lib/approval-chains/schema";

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function getApprovalSettings(actor: Actor, companyId: string): Promise<ApprovalSettingsDto> {
  await findChainCompanyOrThrow(actor, companyId, { manage: false });
  const today = dayOf(new Date());
  const [managers, policies, delegations] = await Promise.all([
    companyManagers(companyId),
    db.approvalPolicy.findMany({
      where: { companyId },
      select: { kind: true, updatedAt: true, levels: { orderBy: { position: "asc" } } },
    }),
    db.approvalDelegation.findMany({
      where: { companyId, endsOn: { gte: today } },
      orderBy: [{ startsOn: "asc" }, { id: "asc" }],
    }),
  ]);
  const nameOf = new Map(managers.map((m) => [m.userId, m.name]));
  return {
    companyId,
    canManage: mayManageChains(actor, companyId),
    managers,
    policies: APPROVAL_REQUEST_KINDS.map((kind) => {
      const policy = policies.find((p) => p.kind === kind);
      return {
        kind,
        updatedAt: policy?.updatedAt.toISOString() ?? null,
        levels: (policy?.levels ?? []).map((l) => ({
          position: l.position,
          approverKind: l.approverKind,
          approverUserId: l.approverUserId,
          approverName: l.approverUserId ? (nameOf.get(l.approverUserId) ?? "A former manager") : null,
          minAmount: l.minAmount === null ? null : Number(l.minAmount),
          minDays: l.minDays,
        })),
      };
    }),
    delegations: delegations.map((d) => ({
      id: d.id,
      approverUserId: d.approverUserId,
      approverName: nameOf.get(d.approverUserId) ?? "A former manager",
      delegateUserId: d.delegateUserId,
      delegateName: nameOf.get(d.delegateUserId) ?? "A former manager",
      startsOn: iso(d.startsOn),
      endsOn: iso(d.endsOn),
      active: d.startsOn <= today && d.endsOn >= today,
    })),
  };
}
