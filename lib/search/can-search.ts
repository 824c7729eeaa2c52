// Who has the header's global search: whoever may list at least one of its kinds. Pure (the shell asks too).
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import type { SearchKind } from "@/lib/search/search-constants";

export function searchKindsOf(actor: Pick<Actor, "roles">): Record<SearchKind, boolean> {
  return {
    people: can(actor, "employees.list"),
    // companies.read, not companies.list: tenancy (lib/access/company.ts) confines a manager to their own company,
    // and staff who have no client list (benefits specialists) still find the company pages they may open.
    companies: can(actor, "companies.read"),
    payReports: can(actor, "payroll.access"),
    // Invoices are the company's financial data: its finance managers and finance staff.
    invoices: can(actor, "balances.read"),
  };
}

export function canSearch(actor: Pick<Actor, "roles">): boolean {
  return Object.values(searchKindsOf(actor)).some(Boolean);
}
