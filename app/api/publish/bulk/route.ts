import { route } from "@/lib/http/route";
import { ZBulkTarget } from "@/lib/payroll/schema";
import { bulkTransition } from "@/lib/payroll/transition-pay-report";

export const POST = route({ permission: "payReports.transition", body: ZBulkTarget }, ({ actor, body }) =>
  bulkTransition(actor, body, "PUBLISHED"),
);
