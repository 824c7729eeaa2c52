// The one transition table of a pay report (spec 2 section 4), client-safe (no server imports) so the UI
// offers exactly what the server accepts. Pipeline steps (DRAFT .. DUPLICATES_CHECKED, ERROR) and the
// verification copy (APPROVED -> COPIED) are system transitions made by jobs; the rest are what a payroll
// admin may do. DUPLICATES_CHECKED -> PUBLISHED is offered only in the list view (the bill detail view
// offers 'Start Verification' alone); the server accepts both. lib/payroll/workflow.ts wraps this table
// with defineWorkflow for the conditional updates.
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";

export const PAY_REPORT_TRANSITIONS: Record<PayReportStatusValue, readonly PayReportStatusValue[]> = {
  DRAFT: ["INGESTED", "ERROR"],
  INGESTED: ["TAXONOMIZED", "ERROR"],
  TAXONOMIZED: ["ENRICHED", "ERROR"],
  ENRICHED: ["TRANSFORMED", "ERROR"],
  TRANSFORMED: ["DUPLICATES_CHECKED", "ERROR"],
  DUPLICATES_CHECKED: ["APPROVED", "PUBLISHED"],
  APPROVED: ["COPIED"],
  COPIED: ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED"],
  PRE_APPROVAL_QUERY: ["SPECIALIST_APPROVED"],
  SPECIALIST_APPROVED: ["PRE_PUBLISH_QUERY", "PUBLISHED"],
  PRE_PUBLISH_QUERY: ["PUBLISHED"],
  PUBLISHED: [],
  ERROR: [],
  DISCARDED: [],
  REOPENED: [],
  SUPERSEDED: [],
};

/** Targets only the system reaches (pipeline and verification copy jobs). */
export const SYSTEM_TARGETS: ReadonlySet<PayReportStatusValue> = new Set([
  "INGESTED",
  "TAXONOMIZED",
  "ENRICHED",
  "TRANSFORMED",
  "DUPLICATES_CHECKED",
  "COPIED",
  "ERROR",
  "DISCARDED",
]);

const targetsFrom = (from: PayReportStatusValue) => PAY_REPORT_TRANSITIONS[from] ?? [];

/** What a user may move a report to from `from` ("list" view also offers DUPLICATES_CHECKED -> PUBLISHED). */
export function userTargets(from: PayReportStatusValue, view: "list" | "detail" = "list"): PayReportStatusValue[] {
  return targetsFrom(from)
    .filter((to) => !SYSTEM_TARGETS.has(to))
    .filter((to) => !(view === "detail" && from === "DUPLICATES_CHECKED" && to === "PUBLISHED"));
}

/** Bulk: only the user transitions common to every selected status (wf.commonTargets). */
export function commonUserTargets(
  froms: readonly PayReportStatusValue[],
  view: "list" | "detail" = "list",
): PayReportStatusValue[] {
  const unique = [...new Set(froms)];
  if (unique.length === 0) return [];
  return userTargets(unique[0], view).filter((to) => unique.every((from) => userTargets(from, view).includes(to)));
}

export const isUserTransition = (from: PayReportStatusValue, to: PayReportStatusValue) =>
  userTargets(from, "list").includes(to);

/** Which call a target uses (spec 2 section 4): APPROVED the approval call, PUBLISHED the publish call, others approval-workflow. */
export function callFor(to: PayReportStatusValue): "approval" | "publish" | "approval-workflow" {
  return to === "APPROVED" ? "approval" : to === "PUBLISHED" ? "publish" : "approval-workflow";
}

/** Button labels of the targets. */
export const TARGET_LABELS: Partial<Record<PayReportStatusValue, string>> = {
  APPROVED: "Start Verification",
  PRE_APPROVAL_QUERY: "Pre-approval query",
  SPECIALIST_APPROVED: "Approve",
  PRE_PUBLISH_QUERY: "Pre-publish query",
  PUBLISHED: "Publish",
};

/** Issue 27, the correction path of a published report, kept beside the spec's table (where PUBLISHED stays final):
 *  a payroll admin reopens a PUBLISHED report with a reason (-> REOPENED) or cancels the reopen (-> PUBLISHED);
 *  publishing its corrected version moves it on to SUPERSEDED (a system step in the same transaction).
 *  lib/payroll/versions/workflow.ts wraps it with defineWorkflow; the generic workflow calls never reach it. */
export const PAY_REPORT_CORRECTION_TRANSITIONS: Record<PayReportStatusValue, readonly PayReportStatusValue[]> = {
  DRAFT: [],
  INGESTED: [],
  TAXONOMIZED: [],
  ENRICHED: [],
  TRANSFORMED: [],
  DUPLICATES_CHECKED: [],
  APPROVED: [],
  COPIED: [],
  PRE_APPROVAL_QUERY: [],
  SPECIALIST_APPROVED: [],
  PRE_PUBLISH_QUERY: [],
  PUBLISHED: ["REOPENED"],
  ERROR: [],
  DISCARDED: [],
  REOPENED: ["PUBLISHED", "SUPERSEDED"],
  SUPERSEDED: [],
};
