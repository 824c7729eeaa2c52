// The /payroll-reports chart: the company's payroll totals by category for each of the last 12 published periods
// (the periods the actor may read, newest 12), per currency (amounts of different currencies are never added).
// Same rows and scope as the CSV (report-rows-sql.ts): PUBLISHED pay reports only, direct reports for a manager
// without the payroll scope.
import "server-only";
import { escapeLiteral } from "pg";
import { bulkPool } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { reportRowsFrom } from "@/lib/payroll/company-reports/report-rows-sql";
import { moneyString } from "@/lib/money";

export const CHART_PERIODS = 12;
type Category = (typeof VARIANCE_COLUMNS)[number];
export type PeriodTotals = { period: string; currency: string; totals: Record<Category, string> };

export async function getPeriodTotals(actor: Actor, companyId: string, periods: string[]): Promise<PeriodTotals[]> {
  const last = [...periods].sort().reverse().slice(0, CHART_PERIODS);
  if (last.length === 0) return [];
  const scope = await payrollReportScope(actor, companyId);
  const sums = VARIANCE_COLUMNS.map((c) => `sum(${c === "total" ? TOTAL_EXPR("t") : `t."${c}"`})::text AS "${c}"`).join(
    ", ",
  );
  const { rows } = await bulkPool().query<Record<string, string>>(
    `SELECT f."payrollPeriod" AS period, t.currency, ${sums}
       ${reportRowsFrom(scope)} AND f."payrollPeriod" IN (${last.map(escapeLiteral).join(", ")})
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((r) => ({
    period: r.period,
    currency: r.currency,
    totals: Object.fromEntries(VARIANCE_COLUMNS.map((c) => [c, moneyString(r[c], r.currency)])) as Record<
      Category,
      string
    >,
  }));
}
