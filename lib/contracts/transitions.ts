// THE contract transition table (spec 1 section 4). draft is 'review and send' (customer support), then
// internal review; 'Send To Manager' -> pending-review; the manager's review -> review-done; 'Send to employee'
// or 'Complete internal review' -> approved (awaiting the employee's signature); the employee signs ->
// signed:employee; countersignature -> signed:both-parties. Anything not archived can be archived; nothing
// leaves archived (a change makes a new version).
import type { ContractStatusValue } from "@/lib/contracts/statuses";

export const CONTRACT_TRANSITIONS: Readonly<Record<ContractStatusValue, readonly ContractStatusValue[]>> = {
  draft: ["pending_internal_review", "pending_review", "archived"],
  pending_internal_review: ["pending_review", "approved", "archived"],
  pending_review: ["review_done", "approved", "archived"],
  review_done: ["approved", "pending_internal_review", "archived"],
  approved: ["signed_employee", "archived"],
  signed_employee: ["signed_both_parties", "archived"],
  signed_both_parties: ["archived"],
  archived: [],
};
