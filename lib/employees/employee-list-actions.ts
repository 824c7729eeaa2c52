// What the signed-in user may do on the employees list (spec 3 section 2; spec 1 sections 4, 6): filter by
// company, and for a company's manager the Add employee button and the pending-employees and termination tabs.
// Decided once from the policy; the page reads it instead of asking the policy and the role flags itself.
import type { Actor } from "@/lib/auth/actor";
import { flagsOf } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export function employeeListActionsOf(actor: Actor) {
  const companyManager = flagsOf(actor).isManager && !!actor.companyId;
  return {
    filterByCompany: can(actor, "tenancy.allEmployees") || flagsOf(actor).isLSP || flagsOf(actor).isViewer,
    addEmployee: companyManager && can(actor, "seats.create"),
    /** The manager's tabs: Employees, Pending employees (seats.read) and Termination requests. */
    managerTabs: companyManager && can(actor, "seats.read"),
    readTerminations: companyManager && can(actor, "terminations.read"),
  };
}

export type AllowedEmployeeListActions = ReturnType<typeof employeeListActionsOf>;
