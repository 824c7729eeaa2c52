// Payroll report tenancy (spec 2 section 6): whose pay-report rows an actor may read for a company.
// The company must be reachable (else 404); for the company's own people the company's
// enablePayrollReportsTab setting must be on (else 404, as if the page did not exist). With the
// "payrollReports.allCompanyRows" grant the actor reads every employee of the company; otherwise only
// their direct reports (the employees associated with their user, spec 1 section 6).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { canReachCompany, companyNotFound, ownCompanyId } from "@/lib/access/company";

export type PayrollReportScope = {
  companyId: string;
  companyName: string;
  /** null: every employee of the company; else the user id whose associated employees are in scope. */
  directReportsOf: string | null;
};

export async function payrollReportScope(actor: Actor, companyId: string): Promise<PayrollReportScope> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  // On the shared pool: the managers' report list calls this on every request (scripts/bench-api).
  const [company] = await queryRows<{ id: string; name: string; enablePayrollReportsTab: boolean }>(
    Prisma.sql`SELECT id, name, "enablePayrollReportsTab" FROM "Company" WHERE id = ${companyId}`,
  );
  if (!company) throw companyNotFound();
  if (ownCompanyId(actor) !== null && !company.enablePayrollReportsTab) throw companyNotFound();
  return {
    companyId: company.id,
    companyName: company.name,
    directReportsOf: can(actor, "payrollReports.allCompanyRows") ? null : actor.userId,
  };
}
