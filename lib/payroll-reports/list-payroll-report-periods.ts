// GET /payroll-reports/companies/{companyId}/gross-to-net: the periods (yyyyMM) with at least one published
// pay report row the actor may read for the company, newest first. The published periods are few (one per
// month); each is checked with an EXISTS probe that stops at its first row in scope, instead of joining and
// de-duplicating every published row of every period.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { payrollPool } from "@/lib/payroll/pipeline";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { reportRowsFrom } from "@/lib/payroll-reports/report-rows-sql";

export async function listPayrollReportPeriods(actor: Actor, companyId: string): Promise<string[]> {
  const scope = await payrollReportScope(actor, companyId);
  const { rows } = await payrollPool().query<{ period: string }>(
    `SELECT p.period
       FROM (SELECT DISTINCT "payrollPeriod" AS period FROM "GrossToNetFile" WHERE "processingStatus" = 'PUBLISHED') p
      WHERE EXISTS (SELECT 1 ${reportRowsFrom(scope)} AND f."payrollPeriod" = p.period)
      ORDER BY 1 DESC`,
  );
  return rows.map((r) => r.period);
}
