/** @jest-environment node */
import { EXPENSE_STATUSES, type ExpenseStatusValue } from "@/lib/expenses/schema";
import { EXPENSE_TRANSITIONS } from "@/lib/expenses/transitions";
import { expenseWorkflow } from "@/lib/expenses/workflow";

// Every allowed move; every other pair must be refused.
const ALLOWED: [ExpenseStatusValue, ExpenseStatusValue][] = [
  ["PENDING", "INFO_NEEDED"],
  ["PENDING", "APPROVED"],
  ["PENDING", "REJECTED"],
  ["CHANGE_MADE", "INFO_NEEDED"],
  ["CHANGE_MADE", "APPROVED"],
  ["CHANGE_MADE", "REJECTED"],
  ["INFO_NEEDED", "CHANGE_MADE"],
  ["INFO_NEEDED", "REJECTED"],
  ["APPROVED", "PAID"],
];
const key = (a: string, b: string) => `${a}>${b}`;
const allowed = new Set(ALLOWED.map(([a, b]) => key(a, b)));

describe("expense transition table (spec 2 section 4)", () => {
  const pairs = EXPENSE_STATUSES.flatMap((from) => EXPENSE_STATUSES.map((to) => [from, to] as const));
  test.each(pairs)("%s -> %s", (from, to) => {
    expect(expenseWorkflow.canTransition(from, to)).toBe(allowed.has(key(from, to)));
  });

  test("[EXPENSES] paid and rejected are final; only an approved expense can be paid", () => {
    expect(EXPENSE_TRANSITIONS.PAID).toEqual([]);
    expect(EXPENSE_TRANSITIONS.REJECTED).toEqual([]);
    expect(EXPENSE_STATUSES.filter((s) => expenseWorkflow.canTransition(s, "PAID"))).toEqual(["APPROVED"]);
  });

  test("[EXPENSES] bulk approve offers approve only where every selected status allows it", () => {
    expect(expenseWorkflow.commonTargets(["PENDING", "CHANGE_MADE"])).toContain("APPROVED");
    expect(expenseWorkflow.commonTargets(["PENDING", "INFO_NEEDED"])).not.toContain("APPROVED");
  });
});
