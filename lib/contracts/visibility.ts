// Who sees a contract in which status (spec 1 section 4, visibility by role). Pure: the page and the API
// both ask it; employees and managers get 404 for states not meant for them.
import type { ContractStatusValue } from "@/lib/contracts/statuses";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";

export type ContractViewer = "staff" | "manager" | "employee" | "other";
export type Visibility = { kind: "show" } | { kind: "notFound" } | { kind: "message"; message: string };

const MANAGER_STATES: ContractStatusValue[] = [
  "pending_review",
  "review_done",
  "approved",
  "signed_employee",
  "signed_both_parties",
];
const EMPLOYEE_STATES: ContractStatusValue[] = ["approved", "signed_employee", "signed_both_parties"];

export function contractVisibility(
  viewer: ContractViewer,
  status: ContractStatusValue,
  rightToWorkConfirmed: boolean,
): Visibility {
  if (viewer === "staff") return { kind: "show" };
  if (status === "archived") {
    return viewer === "other" ? { kind: "notFound" } : { kind: "message", message: CONTRACT_MESSAGES.archivedLink };
  }
  if (viewer === "manager") {
    if (status === "pending_review" && !rightToWorkConfirmed) return { kind: "notFound" };
    return MANAGER_STATES.includes(status) ? { kind: "show" } : { kind: "notFound" };
  }
  if (viewer === "employee") {
    if (status === "pending_review" && !rightToWorkConfirmed)
      return { kind: "message", message: CONTRACT_MESSAGES.rightToWork };
    return EMPLOYEE_STATES.includes(status) ? { kind: "show" } : { kind: "notFound" };
  }
  return status === "signed_both_parties" ? { kind: "show" } : { kind: "notFound" };
}
