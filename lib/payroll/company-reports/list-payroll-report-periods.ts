// GET /payroll-reports/companies/{companyId}/gross-to-net: the periods (yyyyMM) with at least one published
// pay report row the actor may read for the company, newest first. Each published file is probed for its first
// row in scope (LATERAL ... LIMIT 1, walking the file's rows by its (grossToNetId, employeeRef) index): written as
// EXISTS per period, the planner turned it into a semi-join over every published row (387 ms on 120k rows,
// 0.7 ms as a probe). A file without the company's employees is walked whole. One statement on the shared pool
// reads the company (its tenancy rules: lib/access/payroll-report.ts) and the periods together: the managers'
// page polls it.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { companyNotFound, canReachCompany } from "@/lib/access/company";
import { directReportsOf, scopeOfCompany } from "@/lib/access/payroll-report";
import { employeeInScope } from "@/lib/payroll/company-reports/report-rows-sql";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";

type Row = { id: string; name: string; enablePayrollReportsTab: boolean; periods: string[] };

export async function listPayrollReportPeriods(actor: Actor, companyId: string): Promise<string[]> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  // employeeInScope escapes its literals (it also feeds COPY, which takes no parameters).
  const inScope = Prisma.raw(employeeInScope({ companyId, directReportsOf: directReportsOf(actor) }));
  const [company] = await queryRows<Row>(
    Prisma.sql`
    SELECT c.id, c.name, c."enablePayrollReportsTab",
           ARRAY(SELECT DISTINCT f."payrollPeriod"::text
                   FROM "GrossToNetFile" f
                   CROSS JOIN LATERAL (
                     SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                      WHERE t."grossToNetId" = f.id AND ${inScope}
                      ORDER BY t."employeeRef" LIMIT 1) hit
                  WHERE f."processingStatus" IN ${Prisma.raw(LATEST_PUBLISHED_SQL)}
                  ORDER BY 1 DESC) AS periods
      FROM "Company" c
     WHERE c.id = ${companyId}`,
    { prepareAs: "payroll-report-periods" },
  );
  scopeOfCompany(actor, company);
  return company.periods;
}
