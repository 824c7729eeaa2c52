// What waits for the actor's decision, per kind, built on each domain's own builders (so the list agrees with the
// time-off page, the expense approver list and the company timesheets), and which kinds the actor decides at all.
// Nobody decides their own request: the use cases refuse it, so the list leaves it out. Two forms of each rule: the
// Prisma `where`s, and the same as SQL fragments for the waiting list's one statement per kind
// (lib/approvals/list-waiting-approvals.ts; a relation filter costs Prisma a subquery each, docs/time.md);
// tests/integration/approvals/waiting-sql-agrees.test.ts proves both select the same rows.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { can, expenseMatrixRights } from "@/lib/policy";
import { isFeatureOn } from "@/lib/config";
import { employeeSql, employeeWhere } from "@/lib/access/employee";
import { notOwnSql, pendingTimeOffSql, pendingTimeOffWhere } from "@/lib/time-off/pending-where";
import { approverSql, approverWhere } from "@/lib/expenses/approver-where";
import { companyTimesheetsSql, companyTimesheetsWhere } from "@/lib/timesheets/company-timesheets-where";
import type { ApprovalKind } from "@/lib/approvals/schema";
import { chainWaitingSql, chainWaitingWhere } from "@/lib/approval-chains/chain-waiting-where";

const NONE = { id: "__none__" } as const;
// An employee without a user is nobody's own (a NOT over userId = X would drop them: NULL).
const notOwn = (actor: Actor) => ({ employee: { OR: [{ userId: null }, { userId: { not: actor.userId } }] } });

// The SQL forms' aliases: x the request (s a timesheet), e its employee, co the expense's company.
const X = Prisma.sql`x`;
const E = Prisma.sql`e`;
const level = (alias: Prisma.Sql) => ({
  level: Prisma.sql`${alias}."approvalLevel"`,
  managerId: Prisma.sql`e."managerId"`,
});

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

/** waitingTimeOffWhere over `"TimeOffEntry" x JOIN "Employee" e`. */
export function waitingTimeOffSql(actor: Actor): Prisma.Sql {
  return Prisma.sql`${pendingTimeOffSql(actor, X, E)} AND ${chainWaitingSql(actor, "TIME_OFF", level(X))}`;
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

/** waitingExpenseWhere over `"Expense" x JOIN "Employee" e JOIN "Company" co` (co: the expense's company). */
export function waitingExpenseSql(actor: Actor): Prisma.Sql {
  if (!can(actor, "expenses.approve")) return Prisma.sql`FALSE`;
  const or: Prisma.Sql[] = [];
  if (flagsOf(actor).isManager && actor.companyId)
    or.push(approverSql(actor, actor.companyId, { status: ["PENDING"] }, Prisma.sql`co."isInternal"`).where);
  const kinds = [true, false].filter((isInternal) => {
    const rights = expenseMatrixRights(actor, isInternal ? "internal" : "client");
    return rights.list && rights.amount;
  });
  // Both kinds of company: no condition on the kind, so the (status, createdAt, id) index drives the page.
  const ofKind = kinds.length === 2 ? Prisma.empty : Prisma.sql`AND co."isInternal" = ${kinds[0]}`;
  if (kinds.length) or.push(Prisma.sql`x.status = 'PENDING' ${ofKind} AND e."managerId" IS NOT NULL`);
  if (or.length === 0) return Prisma.sql`FALSE`;
  return Prisma.sql`(${Prisma.join(
    or.map((o) => Prisma.sql`(${o})`),
    " OR ",
  )}) AND ${notOwnSql(actor, E)} AND ${chainWaitingSql(actor, "EXPENSE", level(X))}`;
}

/** The timesheets the actor reaches (their company's for a manager, the company timesheets list's rows). */
export function reachableTimesheetWhere(actor: Actor): Prisma.TimesheetWhereInput {
  if (flagsOf(actor).isManager && actor.companyId) return companyTimesheetsWhere(actor, actor.companyId, {});
  return { employee: employeeWhere(actor) };
}

/** reachableTimesheetWhere over `"Timesheet" s JOIN "Employee" e`. */
export function reachableTimesheetSql(actor: Actor): Prisma.Sql {
  if (flagsOf(actor).isManager && actor.companyId)
    return companyTimesheetsSql(actor, actor.companyId, {}, Prisma.sql`s`, E);
  return employeeSql(actor, E);
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

/** waitingTimesheetWhere over `"Timesheet" s JOIN "Employee" e`. */
export function waitingTimesheetSql(actor: Actor): Prisma.Sql {
  if (!decidableKinds(actor).includes("timesheet")) return Prisma.sql`FALSE`;
  return Prisma.sql`${reachableTimesheetSql(actor)} AND s.status = 'SUBMITTED' AND s."submittedDate" IS NOT NULL
    AND ${notOwnSql(actor, E)} AND ${chainWaitingSql(actor, "TIMESHEET", level(Prisma.sql`s`))}`;
}
