import { route, noContent } from "@/lib/http/route";
import { ZExpenseParams, ZExpensePatch } from "@/lib/expenses/schema";
import { getExpense } from "@/lib/expenses/get-expense";
import { editExpense } from "@/lib/expenses/edit-expense";
import { decideExpense } from "@/lib/expenses/decide-expense";
import { deleteExpense } from "@/lib/expenses/delete-expense";

export const GET = route({ permission: "expenses.read", params: ZExpenseParams }, ({ actor, params }) =>
  getExpense(actor, params.expenseId),
);

// One action per call: edit (the employee; answers an info request), approve, requestInfo, reject, markPaid.
export const PATCH = route(
  { permission: "expenses.read", params: ZExpenseParams, body: ZExpensePatch },
  async ({ actor, params, body }) => {
    if (body.action === "edit") await editExpense(actor, params.expenseId, body);
    else await decideExpense(actor, params.expenseId, body);
    return getExpense(actor, params.expenseId);
  },
);

export const DELETE = route({ permission: "expenses.delete", params: ZExpenseParams }, async ({ actor, params }) => {
  await deleteExpense(actor, params.expenseId);
  return noContent();
});
