// THE termination request transition table. Spec 2 shows only Requested; beyond it an admin moves a request
// on to Reviewed and Completed (issue 16). Completion sets the employment's dates (complete-termination).
import { defineWorkflow } from "@/lib/workflow";

export type TerminationStatusValue = "REQUESTED" | "REVIEWED" | "COMPLETED";
/** Requests that still block a new one for the same employee. */
export const OPEN_TERMINATION_STATUSES: TerminationStatusValue[] = ["REQUESTED", "REVIEWED"];

export const terminationWorkflow = defineWorkflow<TerminationStatusValue>({
  entityType: "TerminationRequest",
  model: "terminationRequest",
  companyField: "companyId",
  transitions: {
    REQUESTED: ["REVIEWED", "COMPLETED"],
    REVIEWED: ["COMPLETED"],
    COMPLETED: [],
  },
});
