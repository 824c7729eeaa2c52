// PATCH /api/expenses: approve several at once, each in its own transaction, answering {success, result} per
// expense in the order asked (spec 2 section 7). A failure names the expense and why; a foreign id answers
// not found for that row and changes nothing.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { toAppError } from "@/lib/http/errors";
import { decideExpense } from "@/lib/expenses/decide-expense";

export async function bulkApproveExpenses(actor: Actor, expenseIds: string[]) {
  const results = [];
  for (const expenseId of expenseIds) {
    try {
      results.push({ success: true, result: await decideExpense(actor, expenseId, { action: "approve" }) });
    } catch (error) {
      const e = toAppError(error);
      results.push({ success: false, result: { id: expenseId, status: e.status, message: e.message } });
    }
  }
  return results;
}
