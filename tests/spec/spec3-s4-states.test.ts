/** @jest-environment node */
// Spec 3 section 4 'States and transitions' (back office): taxonomy update jobs, invitations, contract-pending
// messages, the bulk import result formatting, the seat order form as the back office sees it, contractor badges
// and the payroll instance statuses. Transition tables as data (lib/<domain>/workflow.ts); pure.
import { taxonomyJobWorkflow } from "@/lib/taxonomies/workflow";
import { TAXONOMY_JOB_STATUSES, TAXONOMY_REFRESH_MS, TAXONOMY_STATUS_LABELS } from "@/lib/taxonomies/schema";
import { invitationStatusOf } from "@/lib/account/managers/service";
import { CONTRACT_MESSAGES, pendingReviewMessage } from "@/lib/contracts/statuses";
import { formatRowError } from "@/lib/bulk-uploads/row-schema";
import { POLL_INTERVAL_MS } from "@/lib/bulk-uploads/schema";
import { seatSowWorkflow, seatStatusWorkflow } from "@/lib/hiring/workflow";
import { contractorBadgeTone } from "@/lib/contractors/badge";
import { workbookWorkflow } from "@/lib/payroll/instances/workflow";
import { WORKBOOK_STATUSES } from "@/lib/payroll/instances/schema";

describe("[spec 3 §4] back-office states", () => {
  it("[spec 3 §4] taxonomy job: CREATED (Submitted), STARTED, FINISHED (Done), ERROR", () => {
    expect([...TAXONOMY_JOB_STATUSES]).toEqual(["CREATED", "STARTED", "FINISHED", "ERROR"]);
    expect(TAXONOMY_STATUS_LABELS.CREATED).toBe("Submitted");
    expect(TAXONOMY_STATUS_LABELS.FINISHED).toBe("Done");
    expect(taxonomyJobWorkflow.canTransition("CREATED", "STARTED")).toBe(true);
    expect(taxonomyJobWorkflow.canTransition("STARTED", "FINISHED")).toBe(true);
    expect(taxonomyJobWorkflow.canTransition("STARTED", "ERROR")).toBe(true);
    expect(taxonomyJobWorkflow.targetsFrom("FINISHED")).toEqual([]);
    expect(taxonomyJobWorkflow.canTransition("CREATED", "FINISHED")).toBe(false);
  });

  it("[spec 3 §4] the taxonomy job list refreshes every 30 seconds", () => {
    expect(TAXONOMY_REFRESH_MS).toBe(30_000);
  });

  it("[spec 3 §4] an admin's invitation reads ACCEPTED if the privacy policy was seen, SENT if an invitation was sent", () => {
    expect(invitationStatusOf({ seenPrivacyPolicy: true, sentInvitationAt: null })).toBe("ACCEPTED");
    expect(invitationStatusOf({ seenPrivacyPolicy: false, sentInvitationAt: new Date() })).toBe("SENT");
    expect(invitationStatusOf({ seenPrivacyPolicy: false, sentInvitationAt: null })).toBeNull();
  });

  it("[spec 3 §4] contract-pending messages: success-pending-review and multidoc-success-pending-review", () => {
    expect(pendingReviewMessage("#success-pending-review")).toBe(CONTRACT_MESSAGES.successPendingReview);
    expect(pendingReviewMessage("multidoc-success-pending-review")).toBe(
      CONTRACT_MESSAGES.multidocSuccessPendingReview,
    );
    expect(pendingReviewMessage("#something-else")).toBeNull();
  });

  it("[spec 3 §4] bulk import: the result page polls every 5 seconds while pending", () => {
    expect(POLL_INTERVAL_MS).toBe(5000);
  });

  it("[spec 3 §5] in the import result, a formatting message replaces its key with the value (only one substitution)", () => {
    const error = {
      message: '"email" must be a valid email, "email" is required',
      context: { label: "Email", key: "email", value: "ada@" },
    };
    expect(formatRowError(error)).toBe('"ada@" must be a valid email, "email" is required');
  });

  it("[spec 3 §4] seat order form: awaiting order form -> view order form -> complete profile; an admin upload sets awaiting acceptance", () => {
    expect(seatSowWorkflow.canTransition("sow_awaiting_proposal", "sow_awaiting_acceptance")).toBe(true);
    expect(seatSowWorkflow.canTransition("sow_awaiting_acceptance", "sow_accepted")).toBe(true);
    expect(seatSowWorkflow.canTransition("sow_accepted", "sow_awaiting_acceptance")).toBe(false);
    expect(seatStatusWorkflow.targetsFrom("pending")).toEqual(["archived"]);
  });

  it("[spec 3 §4] contractor badge: active success; onboarding and kyc_pending warning; kyc_failed and duplicate_email error; else default", () => {
    expect(
      ["active", "onboarding", "kyc_pending", "kyc_failed", "duplicate_email", "paused"].map(contractorBadgeTone),
    ).toEqual(["success", "warning", "warning", "error", "error", "default"]);
  });

  it("[spec 3 §4] payroll instance statuses IN_PROGRESS, GENERATING, GENERATED, VALIDATING, VALIDATED, WITH_PENDING_INVOICES, WITH_ERRORS", () => {
    expect([...WORKBOOK_STATUSES].sort()).toEqual(
      [
        "IN_PROGRESS",
        "GENERATING",
        "GENERATED",
        "VALIDATING",
        "VALIDATED",
        "WITH_PENDING_INVOICES",
        "WITH_ERRORS",
      ].sort(),
    );
    for (const status of WORKBOOK_STATUSES) expect(workbookWorkflow.transitions[status]).toBeDefined();
  });
});
