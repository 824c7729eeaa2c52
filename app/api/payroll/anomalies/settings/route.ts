// Issue 27: the anomaly checks' settings (gate, thresholds, active mutes); PUT switches the approval gate.
import { route } from "@/lib/http/route";
import { getCheckSettings } from "@/lib/payroll/anomalies/get-check-settings";
import { setApprovalGate } from "@/lib/payroll/anomalies/save-check-settings";
import { ZCheckSettings, ZGateForm } from "@/lib/payroll/anomalies/schema";

export const GET = route({ permission: "payrollChecks.manage", response: ZCheckSettings }, () => getCheckSettings());

export const PUT = route({ permission: "payrollChecks.manage", body: ZGateForm }, ({ actor, body }) =>
  setApprovalGate(actor, body.anomalyApprovalGate),
);
