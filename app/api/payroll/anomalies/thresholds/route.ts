// Issue 27: set the gross/net change threshold of a country (default 20% without one).
import { route } from "@/lib/http/route";
import { saveThreshold } from "@/lib/payroll/anomalies/save-check-settings";
import { ZThresholdForm } from "@/lib/payroll/anomalies/schema";

export const PUT = route({ permission: "payrollChecks.manage", body: ZThresholdForm }, ({ actor, body }) =>
  saveThreshold(actor, body),
);
