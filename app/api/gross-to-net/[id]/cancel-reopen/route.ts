import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZReopenBody } from "@/lib/payroll/versions/schema";
import { cancelReopen } from "@/lib/payroll/versions/cancel-reopen";

const ZParams = z.object({ id: z.string().min(1) });

// Issue 27: a REOPENED report with no corrected version goes back to PUBLISHED, with a reason.
export const POST = route(
  {
    permission: "payReports.transition",
    params: ZParams,
    body: ZReopenBody,
    summary: "Cancel the reopen of a pay report (REOPENED -> PUBLISHED), with a reason",
  },
  ({ actor, params, body }) => cancelReopen(actor, params.id, body),
);
