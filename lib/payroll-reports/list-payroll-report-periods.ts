// GET /payroll-reports/companies/{companyId}/gross-to-net: the periods (yyyyMM) with at least one published
// pay report row the actor may read for the company, newest first. The published periods are few (one per
// month); each is checked with an EXISTS probe that stops at its first row in scope, instead of joining and
// de-duplicating every published row of every period. One statement on the shared pool reads the company
// (its tenancy rules: lib/access/payroll-report.ts) and the periods together: the managers' page polls it.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { companyNotFound, canReachCompany } from "@/lib/access/company";
import { directReportsOf, scopeOfCompany } from "@/lib/access/payroll-report";
import { reportRowsFrom } from "@/lib/payroll-reports/report-rows-sql";

type Row = { id: string; name: string; enablePayrollReportsTab: boolean; periods: string[] };

export async function listPayrollReportPeriods(actor: Actor, companyId: string): Promise<string[]> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  // reportRowsFrom escapes its literals (it also feeds COPY, which takes no parameters).
  const inScope = Prisma.raw(reportRowsFrom({ companyId, directReportsOf: directReportsOf(actor) }));
  const [company] = await queryRows<Row>(Prisma.sql`
    SELECT c.id, c.name, c."enablePayrollReportsTab",
           ARRAY(SELECT p.period::text
                   FROM (SELECT DISTINCT "payrollPeriod" AS period FROM "GrossToNetFile" WHERE "processingStatus" = 'PUBLISHED') p
                  WHERE EXISTS (SELECT 1 ${inScope} AND f."payrollPeriod" = p.period)
                  ORDER BY 1 DESC) AS periods
      FROM "Company" c
     WHERE c.id = ${companyId}`);
  scopeOfCompany(actor, company);
  return company.periods;
}
