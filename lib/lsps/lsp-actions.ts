// What the signed-in user may do on the LSP list, an LSP's page and its users' pages (spec 3 section 2; spec 1
// sections 6-7), decided once from the policy; the pages read it instead of asking the policy themselves.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export function lspActionsOf(actor: Actor) {
  return {
    edit: can(actor, "lsps.update"),
    delete: can(actor, "lsps.delete"),
    /** lspUsers.read: the Managers tab; lspUsers.manage: add, delete and invite them; lspUsers.edit: their details. */
    readUsers: can(actor, "lspUsers.read"),
    manageUsers: can(actor, "lspUsers.manage"),
    editUsers: can(actor, "lspUsers.edit"),
    readCutoffs: can(actor, "cutoffDates.read"),
    openLegalEntities: can(actor, "legalEntities.read"),
    openPayrollProviders: can(actor, "payrollProviders.read"),
  };
}

export type AllowedLspActions = ReturnType<typeof lspActionsOf>;
