import { route } from "@/lib/http/route";
import { ZApproval } from "@/lib/payroll/schema";
import { startVerification } from "@/lib/payroll/transition-pay-report";

// POST /approval: start verification (DUPLICATES_CHECKED -> APPROVED; the copy job then makes it COPIED).
export const POST = route({ permission: "payReports.transition", body: ZApproval }, ({ actor, body }) =>
  startVerification(actor, body.dataFrameId),
);
