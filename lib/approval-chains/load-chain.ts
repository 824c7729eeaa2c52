// A company's chain for one kind of request, as plain levels (empty: no chain, the single approver decides).
import { db, type Tx } from "@/lib/db";
import type { ApprovalRequestKind, ChainLevel } from "@/lib/approval-chains/levels";

export async function loadChain(
  companyId: string,
  kind: ApprovalRequestKind,
  client: Tx | typeof db = db,
): Promise<ChainLevel[]> {
  const policy = await client.approvalPolicy.findUnique({
    where: { companyId_kind: { companyId, kind } },
    select: { levels: { orderBy: { position: "asc" } } },
  });
  return (policy?.levels ?? []).map((l) => ({
    position: l.position,
    approverKind: l.approverKind,
    approverUserId: l.approverUserId,
    minAmount: l.minAmount === null ? null : Number(l.minAmount),
    minDays: l.minDays,
  }));
}
