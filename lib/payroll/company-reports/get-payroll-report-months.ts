// The /payroll-reports months of a company for the viewer: per period and currency, the published totals in the
// viewer's scope (same rows and scope as the CSV: report-rows-sql.ts) and whether the company has published or
// unpublished rows at all, so a month without a report for the viewer says why (report-months.ts): not yet
// published, no employees of theirs in it (a manager without the payroll scope reads only their direct reports),
// or no payroll uploaded (a gap between the first and the last month). Newest first. The chart is derived from
// the same months.
// The company's totals come from PayReportCompanyTotal (one row per report, company and currency, kept by
// triggers), not from every employee total: 12 months of 100k employees are ~12 rows instead of 120k. Employee
// rows are read only where those cannot answer: a manager's direct reports, and the distinct employee count of a
// month with several published reports (an employee may be paid in two of them).
import "server-only";
import { escapeLiteral } from "pg";
import { bulkPool } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { employeeInScope } from "@/lib/payroll/company-reports/report-rows-sql";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";
import { moneyString } from "@/lib/money";
import type { CategoryKey } from "@/lib/payroll/schema";
import { previousPeriod, type ReportMonth } from "@/lib/payroll/company-reports/report-months";

type Sums = Record<CategoryKey, string | null>;
type MineRow = Sums & { period: string; currency: string; employees: number; version: number | null };
type CompanyRow = MineRow & { published: boolean; reports: number };

const PUBLISHED = `f."processingStatus" IN ${LATEST_PUBLISHED_SQL}`;
const sumsOf = (alias: string, filter = "") =>
  VARIANCE_COLUMNS.map(
    (c) => `(sum(${c === "total" ? TOTAL_EXPR(alias) : `${alias}."${c}"`})${filter})::text AS "${c}"`,
  ).join(", ");
const key = (r: { period: string; currency: string }) => `${r.period} ${r.currency}`;

/** Per period and currency, from the company totals: any live report, and the published ones' figures. */
async function companyRows(companyId: string): Promise<CompanyRow[]> {
  const onlyPublished = ` FILTER (WHERE ${PUBLISHED})`;
  const { rows } = await bulkPool().query<CompanyRow>(
    `SELECT f."payrollPeriod" AS period, c.currency, bool_or(${PUBLISHED}) AS published,
            count(*)${onlyPublished}::int AS reports, coalesce(sum(c.employees)${onlyPublished}, 0)::int AS employees,
            max(f."reportVersion")${onlyPublished} AS version, ${sumsOf("c", onlyPublished)}
       FROM "PayReportCompanyTotal" c JOIN "GrossToNetFile" f ON f.id = c."grossToNetId"
      WHERE c."companyId" = $1 AND f."processingStatus" NOT IN ('ERROR', 'DISCARDED', 'SUPERSEDED')
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [companyId],
  );
  return rows;
}

/** Per period and currency, from the employee totals in the viewer's scope, published only. */
async function employeeRows(scopeSql: string, periods?: string[]): Promise<MineRow[]> {
  const inPeriods = periods ? ` AND f."payrollPeriod" IN (${periods.map(escapeLiteral).join(", ")})` : "";
  const { rows } = await bulkPool().query<MineRow>(
    `SELECT f."payrollPeriod" AS period, t.currency, count(DISTINCT t."employeeId")::int AS employees,
            max(f."reportVersion") AS version, ${sumsOf("t")}
       FROM "Employee" e
       JOIN "PayReportEmployeeTotal" t ON t."employeeId" = e.id
       JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
      WHERE ${scopeSql} AND ${PUBLISHED}${inPeriods}
      GROUP BY 1, 2`,
  );
  return rows;
}

export async function getPayrollReportMonths(actor: Actor, companyId: string): Promise<ReportMonth[]> {
  const scope = await payrollReportScope(actor, companyId);
  const company = await companyRows(scope.companyId);
  let mine: MineRow[];
  if (scope.directReportsOf) mine = await employeeRows(employeeInScope(scope));
  else {
    const published = company.filter((r) => r.published);
    mine = published;
    const shared = [...new Set(published.filter((r) => r.reports > 1).map((r) => r.period))];
    if (shared.length) {
      const exact = new Map((await employeeRows(employeeInScope(scope), shared)).map((r) => [key(r), r.employees]));
      mine = mine.map((r) => ({ ...r, employees: exact.get(key(r)) ?? r.employees }));
    }
  }
  const mineByKey = new Map(mine.map((r) => [key(r), r]));
  const byPeriod = new Map<string, CompanyRow[]>();
  for (const r of company) byPeriod.set(r.period, [...(byPeriod.get(r.period) ?? []), r]);
  const periods = [...byPeriod.keys()];
  if (periods.length === 0) return [];
  const months: ReportMonth[] = [];
  // Every month from the newest to the oldest with rows: a month in between without any is a gap.
  for (let p = periods[0]; p >= periods[periods.length - 1]; p = previousPeriod(p)) {
    const group = byPeriod.get(p) ?? [];
    const own = group.map((r) => mineByKey.get(key(r))).filter((r): r is MineRow => r !== undefined);
    const currencies = own.map((r) => ({
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
    const version = Math.max(1, ...own.map((r) => r.version ?? 1));
    months.push({ period: p, missing, currencies, ...(version > 1 ? { version } : {}) });
  }
  return months;
}
