// The employee changes their own expense before a decision. Answering an info request is such an edit: it moves
// INFO_NEEDED to CHANGE_MADE through the transition table. Approved, paid and rejected expenses are refused.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { transition } from "@/lib/workflow";
import { expenseNotFound, findExpenseOrThrow, isOwnExpense } from "@/lib/access/expense";
import { EXPENSE_ENTITY, expenseWorkflow } from "@/lib/expenses/workflow";
import { EDITABLE_STATUSES } from "@/lib/expenses/transitions";
import type { ExpenseStatusValue } from "@/lib/expenses/schema";
import type { z } from "zod";
import type { ZExpenseEdit } from "@/lib/expenses/schema";

export async function editExpense(
  actor: Actor,
  expenseId: string,
  input: { version?: number; changes: z.infer<typeof ZExpenseEdit> },
) {
  assertCan(actor, "expenses.update");
  return db.$transaction(async (tx) => {
    const { row } = await findExpenseOrThrow(
      actor,
      expenseId,
      {
        id: true,
        status: true,
        version: true,
        title: true,
        amount: true,
        currency: true,
      },
      tx,
    );
    if (!isOwnExpense(actor, row)) throw expenseNotFound();
    const status = row.status as ExpenseStatusValue;
    if (!EDITABLE_STATUSES.includes(status))
      throw new AppError(
        "CONFLICT",
        `A ${status === "PAID" ? "paid" : status.toLowerCase()} expense cannot be edited.`,
      );
    const { dateSpent, documentId, ...rest } = input.changes;
    if (documentId !== undefined)
      throw new AppError("BAD_REQUEST", "The receipt cannot be replaced.", {
        fieldErrors: { documentId: ["The receipt cannot be replaced."] },
      });
    const data: Record<string, unknown> = {
      ...rest,
      ...(dateSpent ? { dateSpent: new Date(`${dateSpent}T00:00:00Z`) } : {}),
    };
    const version = input.version ?? row.version;
    if (status === "INFO_NEEDED") {
      await transition(tx, expenseWorkflow, {
        id: row.id,
        from: status,
        to: "CHANGE_MADE",
        version,
        actor,
        data: { ...data, approverSeen: false },
        action: "expense.answerInfoRequest",
      });
      return { id: row.id, status: "CHANGE_MADE" as const };
    }
    const { count } = await tx.expense.updateMany({
      where: { id: row.id, status, version },
      data: { ...data, version: { increment: 1 } },
    });
    if (count === 0) throw new AppError("CONFLICT");
    await recordAudit(tx, {
      actor,
      action: "expense.update",
      entityType: EXPENSE_ENTITY,
      entityId: row.id,
      before: { title: row.title, amount: row.amount, currency: row.currency },
      after: input.changes,
    });
    return { id: row.id, status };
  });
}
