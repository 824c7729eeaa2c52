// The single pay report actions of the pay reports tab (spec 2 sections 2, 4, 7 and 8): which targets a row
// offers in its status (the list view of lib/payroll/transitions.ts), which call each one makes and what the
// user reads afterwards. Client-safe; the routes behind these calls change the status through the pay report
// transition use case (lib/payroll/transition-pay-report.ts), the same one the bulk calls use.
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { callFor, TARGET_LABELS, userTargets } from "@/lib/payroll/transitions";

export const SINGLE_ACTION_MESSAGES = {
  verificationStarted: "Pay report status has been changed successfully",
  querySubmitted: "Pay report query successfully submitted",
  approved: "Pay report has been successfully approved",
  published: "Pay report has been successfully published",
  verificationFailed: (serverMessage: string) =>
    `Something went wrong starting verification of the pay report: ${serverMessage}`,
  changeFailed: (response: string) => `Something went wrong changing pay report state: ${response}`,
} as const;

export type SingleAction = {
  to: PayReportStatusValue;
  label: string;
  url: string;
  body: Record<string, unknown>;
  /** The publish call is the bulk one (spec 2 section 7): it answers a map of id to result, SUCCESS expected. */
  answersMap: boolean;
  success: string;
  failure: (reason: string) => string;
};

function successMessage(to: PayReportStatusValue): string {
  if (to === "APPROVED") return SINGLE_ACTION_MESSAGES.verificationStarted;
  if (to === "PRE_APPROVAL_QUERY" || to === "PRE_PUBLISH_QUERY") return SINGLE_ACTION_MESSAGES.querySubmitted;
  if (to === "SPECIALIST_APPROVED") return SINGLE_ACTION_MESSAGES.approved;
  if (to === "PUBLISHED") return SINGLE_ACTION_MESSAGES.published;
  return SINGLE_ACTION_MESSAGES.verificationStarted;
}

/**
 * Spec 2 section 4: the APPROVED target ('Start Verification') uses POST /approval, PUBLISHED the publish call
 * (POST /publish/bulk with this one id) and the others POST /approval-workflow with the new status.
 */
export function singleAction(id: string, to: PayReportStatusValue): SingleAction {
  const call = callFor(to);
  const base = { to, label: TARGET_LABELS[to] ?? to, success: successMessage(to) };
  if (call === "approval")
    return {
      ...base,
      url: "/api/approval",
      body: { dataFrameId: id },
      answersMap: false,
      failure: SINGLE_ACTION_MESSAGES.verificationFailed,
    };
  if (call === "publish")
    return {
      ...base,
      url: "/api/publish/bulk",
      body: { dataFrameIds: [id] },
      answersMap: true,
      failure: SINGLE_ACTION_MESSAGES.changeFailed,
    };
  return {
    ...base,
    url: "/api/approval-workflow",
    body: { dataFrameId: id, newStatus: to },
    answersMap: false,
    failure: SINGLE_ACTION_MESSAGES.changeFailed,
  };
}

/** What a row in `status` offers (list view): DUPLICATES_CHECKED also offers Publish; APPROVED offers none. */
export const singleActionsFor = (id: string, status: PayReportStatusValue): SingleAction[] =>
  userTargets(status, "list").map((to) => singleAction(id, to));
