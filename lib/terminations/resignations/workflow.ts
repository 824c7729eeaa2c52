// THE resignation transition table (spec 2 section 4): Requested, then Reviewed by an admin.
import { defineWorkflow } from "@/lib/workflow";

export type ResignationStatusValue = "REQUESTED" | "REVIEWED";

export const resignationWorkflow = defineWorkflow<ResignationStatusValue>({
  entityType: "Resignation",
  model: "resignation",
  companyField: "companyId",
  transitions: { REQUESTED: ["REVIEWED"], REVIEWED: [] },
});
