// Rows to DTOs with the caller's rights and one cutoff lookup for the whole page.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { rightsOnExpense } from "@/lib/access/expense";
import { loadCutoffs } from "@/lib/payroll/cutoffs/load-cutoffs";
import { toExpenseDto, type ExpenseRow } from "@/lib/expenses/dto";

export async function toExpenseDtos(actor: Actor, rows: ExpenseRow[]) {
  const cutoffsOf = await loadCutoffs(
    rows.map((r) => r.employee),
    new Date(),
  );
  return rows.map((r) => toExpenseDto(r, rightsOnExpense(actor, r), cutoffsOf(r.employee)));
}
