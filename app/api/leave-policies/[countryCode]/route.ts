import { route } from "@/lib/http/route";
import { updateLeavePolicy } from "@/lib/holidays/leave-policy/update-leave-policy";
import { ZLeavePolicy, ZLeavePolicyForm, ZLeavePolicyParams } from "@/lib/holidays/leave-policy/schema";

// Beyond the spec: an admin saves a country's leave policy; an allowance below the statutory minimum answers 400.
export const PUT = route(
  {
    permission: "leavePolicies.manage",
    params: ZLeavePolicyParams,
    body: ZLeavePolicyForm,
    response: ZLeavePolicy,
    summary: "Save a country's leave policy",
  },
  ({ actor, params, body }) => updateLeavePolicy(actor, params.countryCode, body),
);
