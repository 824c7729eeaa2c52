import { route } from "@/lib/http/route";
import { ZApprovalSettings, ZCompanyParams } from "@/lib/approval-chains/schema";
import { getApprovalSettings } from "@/lib/approval-chains/get-approval-settings";

// Beyond the spec: the company's approval chains per kind, its delegations and managers. A foreign company is 404.
export const GET = route(
  {
    permission: "approvalSettings.read",
    params: ZCompanyParams,
    response: ZApprovalSettings,
    summary: "A company's approval chains and delegates",
  },
  ({ actor, params }) => getApprovalSettings(actor, params.companyId),
);
