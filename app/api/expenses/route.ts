import { route, created } from "@/lib/http/route";
import { ZBulkApprove, ZExpenseCreate } from "@/lib/expenses/schema";
import { createExpense } from "@/lib/expenses/create-expense";
import { bulkApproveExpenses } from "@/lib/expenses/bulk-approve";

// The employee files an expense; the receipt was uploaded first through POST /api/documents (documentId).
export const POST = route(
  { permission: "expenses.create", body: ZExpenseCreate, summary: "File an expense" },
  async ({ actor, body }) => created(await createExpense(actor, body)),
);

// Bulk approve: a {success, result} per expense, in the order asked.
export const PATCH = route(
  { permission: "expenses.approve", body: ZBulkApprove, summary: "Approve several expenses" },
  ({ actor, body }) =>
    bulkApproveExpenses(
      actor,
      body.expenses.map((e) => e.expenseId),
    ),
);
