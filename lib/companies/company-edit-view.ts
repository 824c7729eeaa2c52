// How the signed-in user edits a company's details (spec 1 sections 2, 6): admins through the admin form (back to
// the company's details), a manager who is not also staff only through the needs-review welcome version; null for
// everyone else (the page's 403). The edit page reads it with the company.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export type CompanyEditView = { mode: "admin" | "welcome"; backHref: string };

export function companyEditViewOf(actor: Actor, companyId: string): CompanyEditView | null {
  const f = flagsOf(actor);
  const welcome = f.isManager && !can(actor, "tenancy.allCompanies");
  if (!f.isAdmin && !welcome) return null;
  return { mode: welcome ? "welcome" : "admin", backHref: f.isAdmin ? `/companies/${companyId}#details` : "/profile" };
}
