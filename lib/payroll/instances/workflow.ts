// Workbook (payroll instance) status table: validate runs IN_PROGRESS or a previous result -> VALIDATING -> its
// outcome; generate runs VALIDATED -> GENERATING -> GENERATED.
import { defineWorkflow } from "@/lib/workflow";
import type { WorkbookStatusValue } from "@/lib/payroll/instances/schema";

const REVALIDATE = ["VALIDATING"] as const;

export const workbookWorkflow = defineWorkflow<WorkbookStatusValue>({
  entityType: "Workbook",
  model: "workbook",
  transitions: {
    IN_PROGRESS: REVALIDATE,
    VALIDATING: ["WITH_ERRORS", "WITH_PENDING_INVOICES", "VALIDATED"],
    WITH_ERRORS: REVALIDATE,
    WITH_PENDING_INVOICES: REVALIDATE,
    VALIDATED: ["VALIDATING", "GENERATING"],
    GENERATING: ["GENERATED", "VALIDATED"],
    GENERATED: REVALIDATE,
  },
});
