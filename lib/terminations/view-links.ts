// Where the termination request view goes back to (spec 2 section 2 'Termination request view'): managers to
// /terminations; customer-success admins to the company's termination tab (theirs, spec 3); everyone else to the
// employee.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export type TerminationBackLink = { href: string; label: string };

export function terminationBackLinkOf(
  actor: Actor,
  request: { companyId: string; employeeId: string; employeeName: string },
): TerminationBackLink {
  if (flagsOf(actor).isManager) return { href: "/terminations", label: "Back to termination requests" };
  // The company's termination tab: the customer-success admins' (the same grant as the requests' submitter line).
  if (can(actor, "terminations.seeSubmitter"))
    return { href: `/companies/${request.companyId}#termination-requests`, label: "Back to termination requests" };
  return { href: `/employees/${request.employeeId}`, label: `Back to ${request.employeeName}` };
}
