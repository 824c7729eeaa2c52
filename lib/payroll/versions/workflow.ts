// The correction path of a pay report (issue 27): PUBLISHED -> REOPENED -> SUPERSEDED, or back to PUBLISHED, on the
// same entity and status column as the spec's workflow (lib/payroll/workflow.ts), so every step is a conditional
// update with status history, audit event and webhook outbox row in the same transaction (transition()).
import { defineWorkflow } from "@/lib/workflow";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { PAY_REPORT_CORRECTION_TRANSITIONS } from "@/lib/payroll/transitions";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";

export const payReportCorrectionWorkflow = defineWorkflow<PayReportStatusValue>({
  entityType: PAY_REPORT_ENTITY,
  model: "grossToNetFile",
  statusField: "processingStatus",
  transitions: PAY_REPORT_CORRECTION_TRANSITIONS,
});
