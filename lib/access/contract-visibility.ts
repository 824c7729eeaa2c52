// Who sees a contract in which status (spec 1 section 4, visibility by role). Pure: the page and the API both ask
// it (lib/access/contract.ts findVisibleContractOrThrow, the contract lists); employees and managers get 404 for
// states not meant for them, and a message for an archived link or a contract waiting for the right to work.
import type { ContractStatus } from "@/generated/prisma/enums";

export type ContractViewer = "staff" | "manager" | "employee" | "other";
export type Visibility = { kind: "show" } | { kind: "notFound" } | { kind: "message"; message: string };

/** The texts shown instead of the contract (also CONTRACT_MESSAGES of lib/contracts/statuses.ts). */
export const CONTRACT_VISIBILITY_MESSAGES = {
  rightToWork: "Contract is waiting for right to work verification.",
  archivedLink: "This contract link no longer exists: the contract was archived.",
} as const;

const MANAGER_STATES: ContractStatus[] = [
  "pending_review",
  "review_done",
  "approved",
  "signed_employee",
  "signed_both_parties",
];
const EMPLOYEE_STATES: ContractStatus[] = ["approved", "signed_employee", "signed_both_parties"];

export function contractVisibility(
  viewer: ContractViewer,
  status: ContractStatus,
  rightToWorkConfirmed: boolean,
): Visibility {
  if (viewer === "staff") return { kind: "show" };
  if (status === "archived") {
    return viewer === "other"
      ? { kind: "notFound" }
      : { kind: "message", message: CONTRACT_VISIBILITY_MESSAGES.archivedLink };
  }
  if (viewer === "manager") {
    if (status === "pending_review" && !rightToWorkConfirmed) return { kind: "notFound" };
    return MANAGER_STATES.includes(status) ? { kind: "show" } : { kind: "notFound" };
  }
  if (viewer === "employee") {
    if (status === "pending_review" && !rightToWorkConfirmed)
      return { kind: "message", message: CONTRACT_VISIBILITY_MESSAGES.rightToWork };
    return EMPLOYEE_STATES.includes(status) ? { kind: "show" } : { kind: "notFound" };
  }
  return status === "signed_both_parties" ? { kind: "show" } : { kind: "notFound" };
}
