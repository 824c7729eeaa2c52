import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZApprovalKind } from "@/lib/approvals/schema";
import { getApprovalProgress, ZApprovalProgress } from "@/lib/approvals/get-approval-progress";

const ZParams = z.object({ kind: ZApprovalKind, id: z.string().min(1).max(64) });

// Beyond the spec: where a request stands in its company's approval chain (levels, who decided, when). Whoever
// reaches the request reads it; anything else is 404.
export const GET = route(
  {
    permission: "approvalProgress.read",
    params: ZParams,
    response: ZApprovalProgress,
    summary: "Where a request stands in its approval chain",
  },
  ({ actor, params }) => getApprovalProgress(actor, params.kind, params.id),
);
