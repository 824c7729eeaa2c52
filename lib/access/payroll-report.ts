// Payroll report tenancy (spec 2 section 6): whose pay-report rows an actor may read for a company.
// The company must be reachable (else 404); for the company's own people the company's
// enablePayrollReportsTab setting and the payrollReportsTab feature flag (managerPayrollReportsTabOn below)
// must be on (else 404, as if the page did not exist). With the
// "payrollReports.allCompanyRows" grant the actor reads every employee of the company; otherwise only
// their direct reports (the employees associated with their user, spec 1 section 6).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { isFeatureOn } from "@/lib/config";
import { canReachCompany, companyNotFound, ownCompanyId } from "@/lib/access/company";

export type PayrollReportScope = {
  companyId: string;
  companyName: string;
  /** null: every employee of the company; else the user id whose associated employees are in scope. */
  directReportsOf: string | null;
};

/** Feature flag payrollReportsTab (spec 1 section 9, on by default): managers see the payroll reports tab only when
 *  the flag is on and their company's enablePayrollReportsTab setting is on (spec 2 section 6, spec 3 section 2).
 *  Off: the manager's reports answer 404 as if the page did not exist, and the navigation hides the entry
 *  (lib/navigation.ts, from featureFlags()). Staff reads are unaffected. */
export function managerPayrollReportsTabOn(companySetting: boolean): boolean {
  return companySetting && isFeatureOn("payrollReportsTab");
}

type CompanyRow = { id: string; name: string; enablePayrollReportsTab: boolean };

/** Whose rows the actor reads once the company is allowed: null = every employee, else their direct reports. */
export const directReportsOf = (actor: Actor): string | null =>
  can(actor, "payrollReports.allCompanyRows") ? null : actor.userId;

/** The scope for a company row read in the caller's own statement (absent: no such company); 404 when refused. */
export function scopeOfCompany(actor: Actor, company: CompanyRow | undefined): PayrollReportScope {
  if (!company || !canReachCompany(actor, company.id)) throw companyNotFound();
  if (ownCompanyId(actor) !== null && !managerPayrollReportsTabOn(company.enablePayrollReportsTab))
    throw companyNotFound();
  return { companyId: company.id, companyName: company.name, directReportsOf: directReportsOf(actor) };
}

export async function payrollReportScope(actor: Actor, companyId: string): Promise<PayrollReportScope> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  const [company] = await queryRows<CompanyRow>(
    Prisma.sql`SELECT id, name, "enablePayrollReportsTab" FROM "Company" WHERE id = ${companyId}`,
    { prepareAs: "payroll-report-company" },
  );
  return scopeOfCompany(actor, company);
}
