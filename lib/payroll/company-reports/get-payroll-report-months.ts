// The /payroll-reports months of a company for the viewer, in one statement over the company's pay report rows:
// per period and currency, the published totals in the viewer's scope (same rows and scope as the CSV:
// report-rows-sql.ts) and whether the company has published or unpublished rows at all, so a month without a
// report for the viewer says why (lib/payroll/company-reports/report-months.ts): not yet published, no employees
// of theirs in it (a manager without the payroll scope reads only their direct reports), or no payroll uploaded
// (a gap between the first and the last month). Newest first. The chart is derived from the same months.
import "server-only";
import { escapeLiteral } from "pg";
import type { Actor } from "@/lib/auth/actor";
import { payrollPool } from "@/lib/payroll/pipeline";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { employeeInScope } from "@/lib/payroll/company-reports/report-rows-sql";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";
import { moneyString } from "@/lib/money";
import type { CategoryKey } from "@/lib/payroll/schema";
import { previousPeriod, type ReportMonth } from "@/lib/payroll/company-reports/report-months";

type Row = Record<CategoryKey, string | null> & {
  period: string;
  currency: string;
  published: boolean;
  mine: boolean;
  employees: number;
  version: number | null;
};

export async function getPayrollReportMonths(actor: Actor, companyId: string): Promise<ReportMonth[]> {
  const scope = await payrollReportScope(actor, companyId);
  const published = `f."processingStatus" IN ${LATEST_PUBLISHED_SQL}`;
  const mine = `(${published} AND ${employeeInScope(scope)})`;
  const sums = VARIANCE_COLUMNS.map(
    (c) => `(sum(${c === "total" ? TOTAL_EXPR("t") : `t."${c}"`}) FILTER (WHERE ${mine}))::text AS "${c}"`,
  ).join(", ");
  const { rows } = await payrollPool().query<Row>(
    `SELECT f."payrollPeriod" AS period, t.currency,
            bool_or(${published}) AS published,
            bool_or(${mine}) AS mine,
            count(DISTINCT t."employeeId") FILTER (WHERE ${mine})::int AS employees,
            max(f."reportVersion") FILTER (WHERE ${mine}) AS version, ${sums}
       FROM "GrossToNetFile" f
       JOIN "PayReportEmployeeTotal" t ON t."grossToNetId" = f.id
       JOIN "Employee" e ON e.id = t."employeeId"
      WHERE e."companyId" = ${escapeLiteral(scope.companyId)} AND f."processingStatus" NOT IN ('ERROR', 'DISCARDED', 'SUPERSEDED')
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
  );
  const byPeriod = new Map<string, Row[]>();
  for (const r of rows) byPeriod.set(r.period, [...(byPeriod.get(r.period) ?? []), r]);
  const periods = [...byPeriod.keys()];
  if (periods.length === 0) return [];
  const months: ReportMonth[] = [];
  // Every month from the newest to the oldest with rows: a month in between without any is a gap.
  for (let p = periods[0]; p >= periods[periods.length - 1]; p = previousPeriod(p)) {
    const group = byPeriod.get(p) ?? [];
    const currencies = group
      .filter((r) => r.mine)
      .map((r) => ({
        currency: r.currency,
        employees: r.employees,
        totals: Object.fromEntries(VARIANCE_COLUMNS.map((c) => [c, moneyString(r[c] ?? "0", r.currency)])) as Record<
          CategoryKey,
          string
        >,
      }));
    const missing = currencies.length
      ? null
      : group.length === 0
        ? "NO_PAYROLL"
        : group.some((r) => r.published) && scope.directReportsOf
          ? "NOT_YOURS"
          : "NOT_PUBLISHED";
    const version = Math.max(1, ...group.filter((r) => r.mine).map((r) => r.version ?? 1));
    months.push({ period: p, missing, currencies, ...(version > 1 ? { version } : {}) });
  }
  return months;
}
