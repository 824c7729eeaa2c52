// One employee record as the actor may reach it (tenancy in lib/access/employee.ts), or 404; and the detail the
// employee page shows: the record, its platform invitation state and the actions the actor may take on it.
import "server-only";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { employeeInvitationOf, INVITE_USER_SELECT, inviteRefusal } from "@/lib/employees/invite-employee";

export async function getEmployeeOrThrow(actor: Actor, employeeId: string) {
  return findEmployeeOrThrow(actor, employeeId, {
    include: {
      company: { select: { id: true, name: true } },
      country: { select: { name: true } },
      lsp: { select: { id: true, name: true } },
      legalEntity: { select: { id: true, name: true } },
      manager: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
      user: { select: INVITE_USER_SELECT },
      privateAddress: true,
      locationOfWorkAddress: true,
    },
  });
}

export type EmployeeRecord = Awaited<ReturnType<typeof getEmployeeOrThrow>>;

/**
 * The employee page's record. `invitation` (spec 1 section 4, platform invite status) only for who manages
 * employees' invitations; `actions.invite`: the actor may send the invitation now (not accepted yet, the employee
 * neither archived nor deactivated, a personal email on record), the rule POST /api/employees/{id}/invite applies;
 * `inviteUnavailable`: why not, when the reason is the employee's state rather than the actor's rights.
 */
export async function getEmployeeDetail(actor: Actor, employeeId: string) {
  const employee = await getEmployeeOrThrow(actor, employeeId);
  const managesInvitations = can(actor, "invitations.employees");
  const invitation = managesInvitations ? employeeInvitationOf(employee) : null;
  const refusal = managesInvitations ? inviteRefusal(actor, employee) : null;
  const stateRefusal =
    refusal &&
    (refusal.code === "CONFLICT" || refusal.code === "BAD_REQUEST") &&
    invitation?.invitationStatus !== "ACCEPTED";
  return {
    ...employee,
    invitation,
    inviteUnavailable: stateRefusal ? refusal.message : null,
    actions: { invite: managesInvitations && refusal === null },
  };
}

export type EmployeeDetail = Awaited<ReturnType<typeof getEmployeeDetail>>;
