// What the signed-in user may do on a company manager's page (spec 3 sections 5, 9), decided once from the
// policy and the company's manager count: delete only while the company keeps at least one other manager.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export function managerActionsOf(actor: Actor, company: { managerCount: number }) {
  return {
    edit: can(actor, "managers.update"),
    delete: can(actor, "managers.delete") && company.managerCount >= 2,
    invite: can(actor, "invitations.managers"),
  };
}

export type AllowedManagerActions = ReturnType<typeof managerActionsOf>;
