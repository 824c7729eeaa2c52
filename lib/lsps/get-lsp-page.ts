// The LSP detail page (spec 3 section 2): the provider, its users (for who may read them), its employees, the next
// cutoff dates, and the links and actions the actor may follow, each decided with the policy here so the page
// shows only what opens (an LSP user reaches their own provider but may not list providers).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { lspActionsOf } from "@/lib/lsps/lsp-actions";
import { getLsp } from "@/lib/lsps/get-lsp";
import { listLspUsers } from "@/lib/lsps/list-lsp-users";
import { listEmployees } from "@/lib/employees/list-employees";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { nextCutoffByCountry } from "@/lib/payroll/cutoffs/next-cutoff-by-country";

export async function getLspPage(actor: Actor, lspId: string) {
  const lsp = await getLsp(actor, lspId);
  const actions = lspActionsOf(actor);
  const [users, employees, nextCutoffs] = await Promise.all([
    actions.readUsers ? listLspUsers(actor, lspId) : null,
    listEmployees(actor, ZEmployeeListQuery.parse({ lspId, pageSize: 100 })),
    actions.readCutoffs ? nextCutoffByCountry(lsp.id) : [],
  ]);
  // The employee page's guard (employees.read); the rows are already within the actor's tenancy.
  const opensEmployees = can(actor, "employees.read");
  return {
    lsp,
    users,
    employees: employees.items.map((e) => ({
      id: e.id,
      name: e.name,
      country: e.countryName,
      companyName: e.companyName,
      onboardingStatus: e.onboardingStatus,
      href: opensEmployees ? `/employees/${e.id}` : null,
    })),
    nextCutoffs,
    actions,
    /** '← All LSPs': the list page's guard (lsps.list). */
    allLspsHref: can(actor, "lsps.list") ? "/lsps" : null,
  };
}

export type LspPage = Awaited<ReturnType<typeof getLspPage>>;
