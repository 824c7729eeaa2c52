import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { ZBulkWorkflow } from "@/lib/payroll/schema";
import { bulkTransition } from "@/lib/payroll/transition-pay-report";

export const POST = route({ permission: "payReports.transition", body: ZBulkWorkflow }, ({ actor, body }) => {
  if (body.newStatus === "APPROVED" || body.newStatus === "PUBLISHED")
    throw new AppError(
      "BAD_REQUEST",
      `Use the ${body.newStatus === "APPROVED" ? "approval" : "publish"} call for ${body.newStatus}.`,
    );
  return bulkTransition(actor, body, body.newStatus);
});
