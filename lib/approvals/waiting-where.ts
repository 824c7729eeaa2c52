// What waits for the actor's decision, per kind, as Prisma `where`s built on each domain's own builders (so the list
// agrees with the time-off page, the expense approver list and the company timesheets), and which kinds the actor
// decides at all. Nobody decides their own request: the use cases refuse it, so the list leaves it out.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { can, expenseMatrixRights } from "@/lib/policy";
import { isFeatureOn } from "@/lib/config";
import { employeeWhere } from "@/lib/access/employee";
import { pendingTimeOffWhere } from "@/lib/time-off/pending-where";
import { approverWhere } from "@/lib/expenses/approver-where";
import { companyTimesheetsWhere } from "@/lib/timesheets/company-timesheets-where";
import type { ApprovalKind } from "@/lib/approvals/schema";
import { chainWaitingWhere } from "@/lib/approvals/chain/chain-waiting-where";

const NONE = { id: "__none__" } as const;
// An employee without a user is nobody's own (a NOT over userId = X would drop them: NULL).
const notOwn = (actor: Actor) => ({ employee: { OR: [{ userId: null }, { userId: { not: actor.userId } }] } });

/** The kinds the actor decides (by policy; timesheets also need their feature flag). */
export function decidableKinds(actor: Actor): ApprovalKind[] {
  const kinds: ApprovalKind[] = [];
  if (can(actor, "timeOff.decide")) kinds.push("timeOff");
  if (can(actor, "expenses.approve")) kinds.push("expense");
  if (isFeatureOn("timesheets") && can(actor, "timesheets.approve")) kinds.push("timesheet");
  return kinds;
}

/** 403 for an actor who decides none of the kinds (the routes' and the page's rule). */
export function mayApproveAny(actor: Actor): boolean {
  return can(actor, "approvals.read");
}

export function assertMayApproveAny(actor: Actor) {
  if (!mayApproveAny(actor)) throw new AppError("FORBIDDEN");
}

/** PENDING time off the actor decides, at their level of the company's chain when it has one. */
export async function waitingTimeOffWhere(actor: Actor): Promise<Prisma.TimeOffEntryWhereInput> {
  return { AND: [pendingTimeOffWhere(actor), await chainWaitingWhere(actor, "TIME_OFF")] };
}

/**
 * PENDING expenses the actor decides, as mayDecideExpense (lib/access/expense.ts) rules a row: their company's
 * rows for a manager (the approver list's `where`), and for staff the managed rows of the company kinds whose
 * amount the matrix shows them (nobody approves an amount they may not see).
 */
export async function waitingExpenseWhere(actor: Actor): Promise<Prisma.ExpenseWhereInput> {
  if (!can(actor, "expenses.approve")) return NONE;
  const or: Prisma.ExpenseWhereInput[] = [];
  if (flagsOf(actor).isManager && actor.companyId)
    or.push(await approverWhere(actor, actor.companyId, { status: ["PENDING"] }));
  for (const isInternal of [true, false]) {
    const rights = expenseMatrixRights(actor, isInternal ? "internal" : "client");
    if (rights.list && rights.amount)
      or.push({ status: "PENDING", company: { isInternal }, employee: { managerId: { not: null } } });
  }
  if (or.length === 0) return NONE;
  return { AND: [{ OR: or }, notOwn(actor), await chainWaitingWhere(actor, "EXPENSE")] };
}

/** The timesheets the actor reaches (their company's for a manager, the company timesheets list's rows). */
export function reachableTimesheetWhere(actor: Actor): Prisma.TimesheetWhereInput {
  if (flagsOf(actor).isManager && actor.companyId) return companyTimesheetsWhere(actor, actor.companyId, {});
  return { employee: employeeWhere(actor) };
}

/** SUBMITTED timesheets of others the actor reaches; the submit use case dates each one (submittedDate). */
export async function waitingTimesheetWhere(actor: Actor): Promise<Prisma.TimesheetWhereInput> {
  if (!decidableKinds(actor).includes("timesheet")) return NONE;
  return {
    AND: [
      reachableTimesheetWhere(actor),
      { status: "SUBMITTED", submittedDate: { not: null } },
      notOwn(actor),
      await chainWaitingWhere(actor, "TIMESHEET"),
    ],
  };
}
