// Timesheet states (spec 2 section 4: edited, then submitted, then approved, with dates recorded).
import { defineWorkflow } from "@/lib/workflow";

export type TimesheetStatusValue = "EDITED" | "SUBMITTED" | "APPROVED";

export const TIMESHEET_WORKFLOW = defineWorkflow<TimesheetStatusValue>({
  entityType: "Timesheet",
  model: "timesheet",
  transitions: {
    EDITED: ["SUBMITTED"],
    SUBMITTED: ["APPROVED"],
    APPROVED: [],
  },
});
