// An employment letter's life: the employee asks (REQUESTED), a platform admin or a user of the employee's provider
// approves (the PDF is then made by a background job) or declines with a reason. Both decisions are final.
import { defineWorkflow } from "@/lib/workflow";
import type { LetterStatusValue } from "@/lib/letters/schema";

export const LETTER_ENTITY = "employmentLetter";

export const letterWorkflow = defineWorkflow<LetterStatusValue>({
  entityType: LETTER_ENTITY,
  model: "employmentLetter",
  companyField: "companyId",
  transitions: { REQUESTED: ["APPROVED", "DECLINED"], APPROVED: [], DECLINED: [] },
});
