// Approver decisions and 'mark paid' through the one transition table (lib/expenses/transitions.ts):
// approve, request info (needs the requested change), reject (needs a reason), mark paid (sets paid).
// Approving fixes estimatedPayrollMonth from the cutoff calendar of the day it happens.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { recordStep, transition } from "@/lib/workflow";
import { authorizeLevelDecision, recordLevelDecision } from "@/lib/approval-chains/decide-at-level";
import { findExpenseOrThrow, mayDecideExpense } from "@/lib/access/expense";
import { estimatePayrollMonth } from "@/lib/payroll/cutoffs/estimate-payroll-month";
import { loadCutoffs } from "@/lib/payroll/cutoffs/load-cutoffs";
import { expenseWorkflow } from "@/lib/expenses/workflow";
import { notifyEmployeeOfDecision } from "@/lib/expenses/notify";
import type { ExpenseStatusValue } from "@/lib/expenses/schema";

export type ExpenseDecision =
  | { action: "approve"; version?: number }
  | { action: "requestInfo"; version?: number; requestedChange: string }
  | { action: "reject"; version?: number; rejectionReason: string }
  | { action: "markPaid"; version?: number };

const TARGET: Record<ExpenseDecision["action"], ExpenseStatusValue> = {
  approve: "APPROVED",
  requestInfo: "INFO_NEEDED",
  reject: "REJECTED",
  markPaid: "PAID",
};

const DECIDE_SELECT = {
  id: true,
  title: true,
  status: true,
  version: true,
  companyId: true,
  amount: true,
  approvalLevel: true,
  employee: {
    select: { userId: true, managerId: true, lspId: true, countryCode: true, manager: { select: { userId: true } } },
  },
} as const;

function assertMayDecide(actor: Actor, decision: ExpenseDecision, allowed: boolean) {
  if (decision.action === "markPaid") return assertCan(actor, "expenses.markPaid");
  assertCan(actor, "expenses.approve");
  if (!allowed) throw new AppError("FORBIDDEN", "You may not decide on this expense");
}

export async function decideExpense(actor: Actor, expenseId: string, decision: ExpenseDecision, client?: Tx) {
  const run = async (tx: Tx) => {
    const { row, rights } = await findExpenseOrThrow(actor, expenseId, DECIDE_SELECT, tx);
    assertMayDecide(actor, decision, mayDecideExpense(actor, row, rights));
    const from = row.status as ExpenseStatusValue;
    const to = TARGET[decision.action];
    if (!expenseWorkflow.canTransition(from, to))
      throw new AppError(
        "CONFLICT",
        `This expense is ${from.toLowerCase().replace("_", " ")} and cannot be moved to ${to.toLowerCase().replace("_", " ")}.`,
      );
    const level =
      decision.action === "markPaid"
        ? null
        : await authorizeLevelDecision(
            tx,
            "EXPENSE",
            {
              companyId: row.companyId,
              approvalLevel: row.approvalLevel,
              managerUserId: row.employee.manager?.userId ?? null,
            },
            { amount: Number(row.amount) },
            actor,
          );
    const data: Record<string, unknown> = {};
    let note: string | null = null;
    if (level && decision.action !== "markPaid") {
      await recordLevelDecision(tx, {
        companyId: row.companyId,
        entityType: expenseWorkflow.entityType,
        entityId: row.id,
        level,
        decision: to === "APPROVED" ? "APPROVED" : to === "REJECTED" ? "DECLINED" : "INFO_NEEDED",
        actor,
        note:
          decision.action === "reject"
            ? decision.rejectionReason
            : decision.action === "requestInfo"
              ? decision.requestedChange
              : null,
      });
      if (decision.action === "approve" && level.next !== null) {
        // Approved at this level, the next one decides: the expense keeps its status one level further.
        await recordStep(tx, expenseWorkflow, {
          id: row.id,
          status: from,
          version: decision.version ?? row.version,
          actor,
          note: `Approved at level ${level.step} of ${level.total}`,
          data: { approvalLevel: level.next, approverSeen: false },
          action: "expense.approveLevel",
        });
        return { id: row.id, status: from };
      }
    }
    if (decision.action === "approve") {
      const cutoffsOf = await loadCutoffs([row.employee], new Date());
      data.estimatedPayrollMonth = estimatePayrollMonth(new Date(), cutoffsOf(row.employee));
      data.approverId = actor.userId;
      data.approverSeen = true;
    } else if (decision.action === "requestInfo") {
      data.requestedChange = note = decision.requestedChange;
      data.approverId = actor.userId;
      data.approverSeen = true;
    } else if (decision.action === "reject") {
      data.rejectionReason = note = decision.rejectionReason;
      data.approverId = actor.userId;
      data.approverSeen = true;
    } else {
      data.paid = true;
      data.paidAt = new Date();
    }
    await transition(tx, expenseWorkflow, {
      id: row.id,
      from,
      to,
      version: decision.version ?? row.version,
      actor,
      note,
      data,
      action: `expense.${decision.action}`,
    });
    await notifyEmployeeOfDecision(tx, { id: row.id, title: row.title, employeeUserId: row.employee.userId }, to, note);
    return { id: row.id, status: to };
  };
  return client ? run(client) : db.$transaction(run);
}
