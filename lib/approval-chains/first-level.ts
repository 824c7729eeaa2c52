// The level a request starts at when it is made (or submitted): the first level of its company's chain that
// applies to it, or null when the company has no chain for the kind (the single approver decides).
import { db, type Tx } from "@/lib/db";
import { loadChain } from "@/lib/approval-chains/load-chain";
import { firstLevel, type ApprovalRequestKind, type RequestMeasure } from "@/lib/approval-chains/levels";

export async function firstApprovalLevel(
  client: Tx | typeof db,
  companyId: string,
  kind: ApprovalRequestKind,
  measure: RequestMeasure,
): Promise<number | null> {
  return firstLevel(await loadChain(companyId, kind, client), measure);
}
