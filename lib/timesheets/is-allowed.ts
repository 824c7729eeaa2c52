// Whether timesheets apply (spec 1 section 9 feature flag, spec 2 section 7 is-allowed): the one rule behind
// GET /api/timesheets/{employeeId}/is-allowed, the Timesheets navigation entry and the /timesheets page guard.
// Pure, so the navigation (rendered without a request) and the server share it.

export type TimesheetAllowance = { isAllowed: boolean; reason: string | null };

/** `archived`: the employee whose timesheets are in question is archived (false for a company view). */
export function timesheetAllowance({ flagOn, archived }: { flagOn: boolean; archived: boolean }): TimesheetAllowance {
  if (!flagOn) return { isAllowed: false, reason: "Timesheets are turned off." };
  if (archived) return { isAllowed: false, reason: "The employee is archived." };
  return { isAllowed: true, reason: null };
}
