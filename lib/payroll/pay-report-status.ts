// The pay report's processing statuses and their labels (spec 2 section 4; issue 27's REOPENED and SUPERSEDED).
// Zod-free, so screens that only show a status do not load the schemas of lib/payroll/schema.ts.
export const PAY_REPORT_STATUSES = [
  "DRAFT",
  "INGESTED",
  "TAXONOMIZED",
  "ENRICHED",
  "TRANSFORMED",
  "DUPLICATES_CHECKED",
  "APPROVED",
  "COPIED",
  "PRE_APPROVAL_QUERY",
  "SPECIALIST_APPROVED",
  "PRE_PUBLISH_QUERY",
  "PUBLISHED",
  "ERROR",
  "DISCARDED",
  // Issue 27: a published report reopened for correction, and one replaced by its corrected version.
  "REOPENED",
  "SUPERSEDED",
] as const;
export type PayReportStatusValue = (typeof PAY_REPORT_STATUSES)[number];

/** Spec 2 section 4: labels of the processing statuses. */
export const STATUS_LABELS: Record<PayReportStatusValue, string> = {
  DRAFT: "Uploaded",
  INGESTED: "Processing",
  TAXONOMIZED: "Taxonomized",
  ENRICHED: "Enriched",
  TRANSFORMED: "Transformed",
  DUPLICATES_CHECKED: "Ready for Verification",
  APPROVED: "Preparing data for Verification",
  COPIED: "Verification in Progress",
  PRE_APPROVAL_QUERY: "Pre-approval query",
  SPECIALIST_APPROVED: "Approved",
  PRE_PUBLISH_QUERY: "Pre-publish query",
  PUBLISHED: "Published",
  ERROR: "Error",
  DISCARDED: "Discarded",
  REOPENED: "Reopened for correction",
  SUPERSEDED: "Superseded",
};
