// What the caller may do with a time-off entry they can reach (lib/access/time-off.ts): the rules the routes
// apply and the list's per-row `actions` (the page reads those, never can()). Pure, no database.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import type { TimeOffStatusValue } from "@/lib/time-off/workflow";

export type TimeOffRightsRow = {
  status: TimeOffStatusValue;
  startDate: Date;
  employee: { userId: string | null };
};

export type TimeOffActions = { canApprove: boolean; canDecline: boolean; canDelete: boolean };

export const isOwnTimeOff = (actor: Actor, row: TimeOffRightsRow) =>
  row.employee.userId !== null && row.employee.userId === actor.userId;

/** A manager of the employee's company or an admin (tenancy already checked), never on their own request. */
export const mayDecideTimeOff = (actor: Actor, row: TimeOffRightsRow) =>
  can(actor, "timeOff.decide") && !isOwnTimeOff(actor, row);

/**
 * An admin deletes any entry. An employee deletes a request that is not approved (pending: withdrawn;
 * declined: cleared away) whenever it lies, and an approved one only before it starts (taken time stays on
 * record, spec 2 section 2).
 */
export function mayDeleteTimeOff(actor: Actor, row: TimeOffRightsRow, today: Date): boolean {
  if (can(actor, "timeOff.manageAny")) return true;
  if (!can(actor, "timeOff.write") || !isOwnTimeOff(actor, row)) return false;
  return row.status !== "APPROVED" || row.startDate > today;
}

/** `atLevel`: the actor decides at the level of the company's approval chain the request waits at (true outside one). */
export function timeOffActions(actor: Actor, row: TimeOffRightsRow, today: Date, atLevel = true): TimeOffActions {
  const decide = row.status === "PENDING" && atLevel && mayDecideTimeOff(actor, row);
  return { canApprove: decide, canDecline: decide, canDelete: mayDeleteTimeOff(actor, row, today) };
}
