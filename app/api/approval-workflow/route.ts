import { route } from "@/lib/http/route";
import { ZApprovalWorkflow } from "@/lib/payroll/schema";
import { changeStatus } from "@/lib/payroll/transition-pay-report";

export const POST = route({ permission: "payReports.transition", body: ZApprovalWorkflow }, ({ actor, body }) =>
  changeStatus(actor, body.dataFrameId, body.newStatus),
);
