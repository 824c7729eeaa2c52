// Server side of the pay report workflow: the transition table of lib/payroll/transitions.ts wrapped by
// defineWorkflow, so every status change is a conditional update (status + version) with StatusHistory and
// AuditEvent in the same transaction (lib/workflow.ts transition()).
import { defineWorkflow } from "@/lib/workflow";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { PAY_REPORT_TRANSITIONS } from "@/lib/payroll/transitions";

export const PAY_REPORT_ENTITY = "GrossToNetFile";

export const payReportWorkflow = defineWorkflow<PayReportStatusValue>({
  entityType: PAY_REPORT_ENTITY,
  model: "grossToNetFile",
  statusField: "processingStatus",
  transitions: PAY_REPORT_TRANSITIONS,
});
