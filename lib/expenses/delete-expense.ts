// DELETE /api/expenses/{id}: for who the matrix (or ownership) grants delete. The employee removes their own
// only before approval; nobody removes a paid expense (it is in a payroll).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { findExpenseOrThrow, isOwnExpense } from "@/lib/access/expense";
import { EXPENSE_ENTITY } from "@/lib/expenses/workflow";

export async function deleteExpense(actor: Actor, expenseId: string) {
  await db.$transaction(async (tx) => {
    const { row, rights } = await findExpenseOrThrow(
      actor,
      expenseId,
      { id: true, status: true, title: true, version: true },
      tx,
    );
    if (!rights.delete) throw new AppError("FORBIDDEN");
    const locked = row.status === "PAID" || (isOwnExpense(actor, row) && row.status === "APPROVED");
    if (locked) throw new AppError("CONFLICT", `An ${row.status.toLowerCase()} expense cannot be deleted.`);
    const { count } = await tx.expense.deleteMany({ where: { id: row.id, version: row.version } });
    if (count === 0) throw new AppError("CONFLICT");
    await recordAudit(tx, {
      actor,
      action: "expense.delete",
      entityType: EXPENSE_ENTITY,
      entityId: row.id,
      before: { title: row.title, status: row.status },
      after: null,
    });
  });
}
