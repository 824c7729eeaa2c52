// THE seat transition table (spec 1 section 4, spec 3 section 4). Two status fields, both declared here:
// - sowStatus (order form): awaiting-proposal -> awaiting-acceptance (order form uploaded) -> accepted
//   (accepted in the order-form modal, signed, or marked 'Order form already signed' by an admin, which may
//   skip the upload). A new upload while awaiting acceptance replaces the document. Nothing leaves accepted.
// - seatStatus: pending -> archived (Archive, and the archive half of Change Country). No way back.
// Every change goes through lib/workflow.transition (conditional on status + version, StatusHistory + audit).
import { defineWorkflow } from "@/lib/workflow";
import type { SowStatusValue } from "@/lib/hiring/constants";

export type DbSowStatus = "sow_awaiting_proposal" | "sow_awaiting_acceptance" | "sow_accepted";
export type DbSeatStatus = "pending" | "archived";

export const seatSowWorkflow = defineWorkflow<DbSowStatus>({
  entityType: "Seat",
  model: "seat",
  statusField: "sowStatus",
  companyField: "companyId",
  transitions: {
    sow_awaiting_proposal: ["sow_awaiting_acceptance", "sow_accepted"],
    sow_awaiting_acceptance: ["sow_awaiting_acceptance", "sow_accepted"],
    sow_accepted: [],
  },
});

export const seatStatusWorkflow = defineWorkflow<DbSeatStatus>({
  entityType: "Seat",
  model: "seat",
  statusField: "seatStatus",
  companyField: "companyId",
  transitions: { pending: ["archived"], archived: [] },
});

const TO_SPEC: Record<DbSowStatus, SowStatusValue> = {
  sow_awaiting_proposal: "sow:awaiting-proposal",
  sow_awaiting_acceptance: "sow:awaiting-acceptance",
  sow_accepted: "sow:accepted",
};

export function sowToSpec(status: DbSowStatus): SowStatusValue {
  return TO_SPEC[status];
}

export function sowFromSpec(status: SowStatusValue): DbSowStatus {
  return (Object.keys(TO_SPEC) as DbSowStatus[]).find((k) => TO_SPEC[k] === status)!;
}
