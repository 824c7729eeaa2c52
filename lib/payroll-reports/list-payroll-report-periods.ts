// GET /payroll-reports/companies/{companyId}/gross-to-net: the periods (yyyyMM) with at least one published
// pay report row the actor may read for the company, newest first.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { payrollPool } from "@/lib/payroll/pipeline";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { reportRowsFrom } from "@/lib/payroll-reports/report-rows-sql";

export async function listPayrollReportPeriods(actor: Actor, companyId: string): Promise<string[]> {
  const scope = await payrollReportScope(actor, companyId);
  const { rows } = await payrollPool().query<{ period: string }>(
    `SELECT DISTINCT f."payrollPeriod" AS period ${reportRowsFrom(scope)} ORDER BY 1 DESC`,
  );
  return rows.map((r) => r.period);
}
