// What the signed-in user may do on the timesheets page (spec 2 section 2), decided once from the policy: the
// company list, and on one employee's month either edit and submit it (their own) or approve it (someone else's).
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export function timesheetActionsOf(actor: Actor, month: { isOwn: boolean } | null = null) {
  return {
    readCompany: can(actor, "timesheets.readCompany"),
    edit: !!month?.isOwn && can(actor, "timesheets.write"),
    approve: !!month && !month.isOwn && can(actor, "timesheets.approve"),
  };
}

export type AllowedTimesheetActions = ReturnType<typeof timesheetActionsOf>;
