// Contract edit request (spec 1 section 5): one schema for the drawer form and POST /api/amendments.
import { z } from "zod";
import { CLAUSE_CATEGORIES, REVIEW_TYPES, URGENCIES } from "@/lib/contracts/amendments/clauses";

const id = z.string().trim().min(1).max(64);
const reviewTypes = REVIEW_TYPES.map((t) => t.value) as [string, ...string[]];

export const ZCreateAmendment = z.object({
  employeeId: id,
  companyId: id,
  documentId: id,
  reviewType: z.enum(reviewTypes as ["REWORD", "ADD_CLAUSE", "REMOVE_CLAUSE"], {
    message: `Please select review type among ${REVIEW_TYPES.map((t) => t.label).join(", ")}`,
  }),
  reviewClause: z.enum(CLAUSE_CATEGORIES, { message: "Please select review clause from the above options" }),
  reviewClauseNumber: z.string().trim().max(20).optional(),
  details: z.string().trim().min(1, "Please provide more info").max(4000),
});
export type TCreateAmendment = z.infer<typeof ZCreateAmendment>;

/** The urgency modal (PATCH /api/amendments/{id}) and Send to Legal (which repeats the chosen urgency). */
export const ZAmendmentUrgency = z.object({
  urgency: z.enum(URGENCIES.map((u) => u.value) as ["URGENT", "MEDIUM", "NOT_URGENT"], {
    message: "Please select an urgency before sending to legal",
  }),
});
export const ZAmendmentParams = z.object({ amendmentId: id });
export const ZAmendmentQuery = z.object({ documentId: id.optional(), employeeId: id.optional() });
