// THE contract amendment (edit request) transition table (spec 1 sections 2 and 4): a request starts pending
// and an admin sends it to legal with its urgency, after which it is dispatched for good.
import { defineWorkflow } from "@/lib/workflow";
import type { AmendmentReviewStatus } from "@/generated/prisma/enums";

export const AMENDMENT_ENTITY = "ContractAmendment";

export const amendmentWorkflow = defineWorkflow<AmendmentReviewStatus>({
  entityType: AMENDMENT_ENTITY,
  model: "contractAmendment",
  statusField: "reviewStatus",
  companyField: "companyId",
  transitions: { pending: ["dispatched"], dispatched: [] },
});
