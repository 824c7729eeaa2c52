// The expense transition table (spec 2 section 4): pure, shared by the server workflow and the screens
// (which offer only the actions the table allows).
import type { ExpenseStatusValue } from "@/lib/expenses/schema";

export const EXPENSE_TRANSITIONS: Readonly<Record<ExpenseStatusValue, readonly ExpenseStatusValue[]>> = {
  PENDING: ["INFO_NEEDED", "APPROVED", "REJECTED"],
  CHANGE_MADE: ["INFO_NEEDED", "APPROVED", "REJECTED"],
  // The employee answers an info request (CHANGE_MADE); the approver may still reject.
  INFO_NEEDED: ["CHANGE_MADE", "REJECTED"],
  APPROVED: ["PAID"],
  PAID: [],
  REJECTED: [],
};

/** The employee may change the expense only before a decision. */
export const EDITABLE_STATUSES: readonly ExpenseStatusValue[] = ["PENDING", "CHANGE_MADE", "INFO_NEEDED"];
