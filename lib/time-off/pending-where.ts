// Who decides time off (beyond the spec: a manager's approval, lib/time-off/workflow.ts), as `where` builders on
// TimeOffEntry. A decider holds "timeOff.decide" (managers and admins) and reaches the entry's employee
// (lib/access/employee.ts: a manager their company's employees, like the expense approvers of
// lib/access/expense.ts, an admin every employee); nobody decides their own request. The decision route, the
// time-off page's 'Waiting for approval' list and the home page's count (lib/home/) share these; the approvals'
// waiting list (lib/approvals/list-waiting-approvals.ts) reads the same rule as SQL (pendingTimeOffSql).
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeSql, employeeWhere } from "@/lib/access/employee";

/** Entries the actor may approve or decline (whatever their status). */
export function decidableTimeOffWhere(actor: Actor): Prisma.TimeOffEntryWhereInput {
  if (!can(actor, "timeOff.decide")) return { id: "__none__" };
  // Not their own: an employee without a user is nobody's own (a NOT over userId = X would drop them, NULL).
  const notOwn = { OR: [{ userId: null }, { userId: { not: actor.userId } }] };
  return { employee: { AND: [employeeWhere(actor), notOwn] } };
}

/** The requests waiting for the actor's decision: PENDING and decidable by them. */
export function pendingTimeOffWhere(actor: Actor): Prisma.TimeOffEntryWhereInput {
  return { AND: [{ status: "PENDING" }, decidableTimeOffWhere(actor)] };
}

/** "Not their own" as SQL on the request's employee (`e`): NULL-safe, an employee without a user is nobody's own. */
export const notOwnSql = (actor: Actor, e: Prisma.Sql) =>
  Prisma.sql`(${e}."userId" IS NULL OR ${e}."userId" <> ${actor.userId})`;

/** pendingTimeOffWhere as SQL over `"TimeOffEntry" x JOIN "Employee" e` (aliases given). */
export function pendingTimeOffSql(actor: Actor, x: Prisma.Sql, e: Prisma.Sql): Prisma.Sql {
  if (!can(actor, "timeOff.decide")) return Prisma.sql`FALSE`;
  return Prisma.sql`${x}.status = 'PENDING' AND ${employeeSql(actor, e)} AND ${notOwnSql(actor, e)}`;
}
