// What the signed-in user may do on a company's page and its tabs (spec 1 sections 2, 6; spec 3 section 2),
// decided once from the policy; the page and its tabs read it instead of asking the policy themselves.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { mayOpenPermissionsPage } from "@/lib/account/managers/permissions-page";

export function companyActionsOf(actor: Actor, companyId: string) {
  const { isAdmin } = flagsOf(actor);
  return {
    // The edit link of the client details (admins; a manager edits only through the welcome flow).
    editDetails: isAdmin,
    // The Resources panel's link to the back office (admins, when BACK_OFFICE_URL names one).
    openBackOffice: isAdmin,
    // The Resources panel's link to the /permissions page: the company's own super manager.
    openPermissionsPage: mayOpenPermissionsPage(actor, companyId),
    addManager: can(actor, "managers.create"),
    readBillingEntities: can(actor, "billingEntities.read"),
    archiveEmployees: can(actor, "employees.archive"),
    requestTermination: can(actor, "terminations.create"),
    seeTerminationSubmitter: can(actor, "terminations.seeSubmitter"),
    reviewResignations: can(actor, "resignations.review"),
    uploadDocuments: can(actor, "documents.create"),
    deleteDocuments: can(actor, "documents.delete"),
    addEmployee: can(actor, "seats.create"),
    openInvoices: can(actor, "balances.read"),
    openChecklist: can(actor, "onboarding.read"),
    importEmployees: can(actor, "bulkUploads.create"),
  };
}

export type AllowedCompanyActions = ReturnType<typeof companyActionsOf>;
