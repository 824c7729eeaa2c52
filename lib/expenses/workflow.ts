import { defineWorkflow } from "@/lib/workflow";
import type { ExpenseStatusValue } from "@/lib/expenses/schema";
import { EXPENSE_TRANSITIONS } from "@/lib/expenses/transitions";

export const EXPENSE_ENTITY = "Expense";

export const expenseWorkflow = defineWorkflow<ExpenseStatusValue>({
  entityType: EXPENSE_ENTITY,
  model: "expense",
  companyField: "companyId",
  transitions: EXPENSE_TRANSITIONS,
});
