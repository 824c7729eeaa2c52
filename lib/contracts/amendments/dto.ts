import { REVIEW_TYPES, URGENCIES } from "@/lib/contracts/amendments/clauses";

export const AMENDMENT_SELECT = {
  id: true,
  documentId: true,
  employeeId: true,
  companyId: true,
  reviewType: true,
  reviewClause: true,
  reviewClauseNumber: true,
  details: true,
  reviewStatus: true,
  urgency: true,
  createdAt: true,
  dispatchedAt: true,
} as const;

type Row = {
  id: string;
  documentId: string;
  employeeId: string;
  companyId: string;
  reviewType: string;
  reviewClause: string;
  reviewClauseNumber: string | null;
  details: string;
  reviewStatus: string;
  urgency: string | null;
  createdAt: Date;
  dispatchedAt: Date | null;
};

export function toAmendmentDto(r: Row) {
  return {
    ...r,
    reviewTypeLabel: REVIEW_TYPES.find((t) => t.value === r.reviewType)?.label ?? r.reviewType,
    urgencyLabel: URGENCIES.find((u) => u.value === r.urgency)?.label ?? null,
    createdAt: r.createdAt.toISOString(),
    dispatchedAt: r.dispatchedAt?.toISOString() ?? null,
  };
}
export type AmendmentDto = ReturnType<typeof toAmendmentDto>;
