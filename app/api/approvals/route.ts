import { route } from "@/lib/http/route";
import { ZWaitingListQuery, ZWaitingPage } from "@/lib/approvals/schema";
import { listWaitingApprovals } from "@/lib/approvals/list-waiting-approvals";

// GET /approvals (beyond the spec): what waits for the caller's decision (time off, expenses, timesheets), newest
// first, keyset-paged (pass nextCursor back as cursor), optionally one kind. 403 for a caller who decides none.
export const GET = route(
  {
    permission: "approvals.read",
    query: ZWaitingListQuery,
    response: ZWaitingPage,
    summary: "Everything waiting for the caller's approval",
  },
  ({ actor, query }) => listWaitingApprovals(actor, query),
);
