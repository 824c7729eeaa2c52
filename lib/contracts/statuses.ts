// Contract statuses (spec 1 section 4) as stored (Prisma enum names) and as the spec writes them, with the
// user-facing state each one presents. Importable by the client (no Prisma).
import { CONTRACT_VISIBILITY_MESSAGES } from "@/lib/access/contract-visibility";

export const CONTRACT_STATUSES = [
  "archived",
  "pending_review",
  "review_done",
  "draft",
  "pending_internal_review",
  "approved",
  "signed_employee",
  "signed_both_parties",
] as const;
export type ContractStatusValue = (typeof CONTRACT_STATUSES)[number];

export const SPEC_STATUS: Record<ContractStatusValue, string> = {
  archived: "archived",
  pending_review: "pending-review",
  review_done: "review-done",
  draft: "draft",
  pending_internal_review: "pending-internal-review",
  approved: "approved",
  signed_employee: "signed:employee",
  signed_both_parties: "signed:both-parties",
};

export function fromSpecStatus(value: string): ContractStatusValue | null {
  const hit = CONTRACT_STATUSES.find((s) => SPEC_STATUS[s] === value || s === value);
  return hit ?? null;
}

/** Page title by status (the user-facing states of spec 1 section 4). */
export const STATUS_TITLE: Record<ContractStatusValue, string> = {
  draft: "Contract in review and send",
  pending_internal_review: "Contract in internal review",
  pending_review: "Contract sent to manager for review",
  review_done: "Contract reviewed by manager",
  approved: "Contract awaiting employee signature",
  signed_employee: "Contract awaiting countersignature",
  signed_both_parties: "Signed contract",
  archived: "Archived contract",
};

export const STATUS_BADGE: Record<ContractStatusValue, { label: string; tone: "default" | "warning" | "success" }> = {
  draft: { label: "Draft", tone: "default" },
  pending_internal_review: { label: "Internal review", tone: "warning" },
  pending_review: { label: "Manager review", tone: "warning" },
  review_done: { label: "Review done", tone: "warning" },
  approved: { label: "Awaiting signature", tone: "warning" },
  signed_employee: { label: "Awaiting countersignature", tone: "warning" },
  signed_both_parties: { label: "Signed", tone: "success" },
  archived: { label: "Archived", tone: "default" },
};

export const CONTRACT_MESSAGES = {
  generating: "We are generating your custom and locally compliant employment contract",
  rightToWork: CONTRACT_VISIBILITY_MESSAGES.rightToWork,
  archivedLink: CONTRACT_VISIBILITY_MESSAGES.archivedLink,
  hashMismatch: "The contract changed since it was shown to you. Please review the current version and sign again.",
  alreadySigned: "This contract was already signed by someone else.",
  docusignNotConfigured: "DocuSign is not configured on this platform: use the built-in signer.",
  updateFailed: "Unable to update contract. Request failed with message: ",
  statusFailed: "Unable to update contract status. Request failed with message: ",
  // Spec 1 section 8 / spec 3 section 8: the contract edit page's alert, with the server message after it.
  editFailed: "The request failed because: ",
  // Spec 3 section 4: contract-pending messages.
  successPendingReview:
    "Thank you! Our team will add the remaining information to the contract and notify you when it is ready.",
  multidocSuccessPendingReview:
    "Thank you! Our team will add the remaining information to the contracts and notify you when they are ready.",
} as const;

/** The URL hash the questionnaire sends the viewer to when information is still missing, and its message. */
export const PENDING_REVIEW_HASHES = {
  "success-pending-review": CONTRACT_MESSAGES.successPendingReview,
  "multidoc-success-pending-review": CONTRACT_MESSAGES.multidocSuccessPendingReview,
} as const;
export type PendingReviewHash = keyof typeof PENDING_REVIEW_HASHES;

export function pendingReviewMessage(hash: string): string | null {
  const key = hash.replace(/^#/, "");
  return key in PENDING_REVIEW_HASHES ? PENDING_REVIEW_HASHES[key as PendingReviewHash] : null;
}
