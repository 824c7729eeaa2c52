// GET /api/expenses/{id}: the expense, its status history newest first (spec 2 section 4), the approved and
// rejected dates taken from that history, the receipt (when the caller may download proof) and the actions
// the caller may take now.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { findExpenseOrThrow, isOwnExpense, mayDecideExpense } from "@/lib/access/expense";
import { loadCutoffs } from "@/lib/payroll/cutoffs/load-cutoffs";
import { EXPENSE_SELECT, toExpenseDto } from "@/lib/expenses/dto";
import { EXPENSE_ENTITY, expenseWorkflow } from "@/lib/expenses/workflow";
import { EDITABLE_STATUSES } from "@/lib/expenses/transitions";
import { chainLevelRule } from "@/lib/approval-chains/chain-waiting-where";
import type { ExpenseStatusValue } from "@/lib/expenses/schema";

export async function getExpense(actor: Actor, expenseId: string) {
  const { row, rights } = await findExpenseOrThrow(actor, expenseId, {
    ...EXPENSE_SELECT,
    approvalLevel: true,
    employee: { select: { ...EXPENSE_SELECT.employee.select, manager: { select: { userId: true } } } },
  });
  const [history, document, cutoffsOf] = await Promise.all([
    db.statusHistory.findMany({
      where: { entityType: EXPENSE_ENTITY, entityId: row.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { toStatus: true, createdAt: true, note: true },
    }),
    rights.proof && row.documentId
      ? db.document.findUnique({
          where: { id: row.documentId },
          select: { fileName: true, mimeType: true, sizeBytes: true, scanStatus: true },
        })
      : null,
    loadCutoffs([row.employee], new Date()),
  ]);
  const status = row.status as ExpenseStatusValue;
  const dateOf = (s: string) => history.find((h) => h.toStatus === s)?.createdAt.toISOString() ?? null;
  // Only at the caller's level of the company's approval chain, when the expense waits in one.
  const approver =
    mayDecideExpense(actor, row, rights) &&
    (await chainLevelRule(actor, "EXPENSE"))({
      approvalLevel: row.approvalLevel,
      managerUserId: row.employee.manager?.userId ?? null,
    });
  const may = (to: ExpenseStatusValue) => expenseWorkflow.canTransition(status, to);
  return {
    ...toExpenseDto(row, rights, cutoffsOf(row.employee)),
    statusHistory: history.map((h) => ({
      status: h.toStatus,
      statusChangedAt: h.createdAt.toISOString(),
      requestedChanges: h.note,
    })),
    approvedAt: dateOf("APPROVED"),
    rejectedAt: dateOf("REJECTED"),
    receipt: document ? { ...document, url: `/api/expenses/${row.id}/receipt` } : null,
    actions: {
      edit: isOwnExpense(actor, row) && can(actor, "expenses.update") && EDITABLE_STATUSES.includes(status),
      approve: approver && may("APPROVED"),
      requestInfo: approver && may("INFO_NEEDED"),
      reject: approver && may("REJECTED"),
      markPaid: can(actor, "expenses.markPaid") && may("PAID"),
      delete:
        rights.delete &&
        can(actor, "expenses.delete") &&
        status !== "PAID" &&
        !(isOwnExpense(actor, row) && status === "APPROVED"),
    },
  };
}
export type ExpenseDetail = Awaited<ReturnType<typeof getExpense>>;
