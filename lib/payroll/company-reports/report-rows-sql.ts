// The SQL of a company's payroll report rows: one row per employee per published pay report of a period (its latest
// published version: PUBLISHED, or REOPENED until the correction is published; never SUPERSEDED).
// Built as text with escaped literals because `COPY (...) TO STDOUT` takes no bind parameters.
import { escapeIdentifier, escapeLiteral } from "pg";
import { VARIANCE_COLUMNS, TOTAL_EXPR } from "@/lib/payroll/bill-employees";
import { CYCLE_LABELS } from "@/lib/payroll/schema";
import { THREE_DECIMAL, ZERO_DECIMAL } from "@/lib/money";
import { CSV_HEADER } from "@/lib/payroll/company-reports/schema";
import type { PayrollReportScope } from "@/lib/access/payroll-report";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";

type Scope = Pick<PayrollReportScope, "companyId" | "directReportsOf">;

const list = (values: Iterable<string>) => [...values].map(escapeLiteral).join(", ");
// Amounts carry their currency's decimals (0 for JPY, 3 for KWD, else 2).
const DECIMALS = `CASE WHEN t.currency IN (${list(ZERO_DECIMAL)}) THEN 0 WHEN t.currency IN (${list(THREE_DECIMAL)}) THEN 3 ELSE 2 END`;
const CYCLE = `CASE f."payrollCycle" ${Object.entries(CYCLE_LABELS)
  .map(([k, v]) => `WHEN ${escapeLiteral(k)} THEN ${escapeLiteral(v)}`)
  .join(" ")} END`;
// One line per record: line breaks in names become spaces. A leading = + - @ would make a spreadsheet run the
// cell as a formula, so such text gets a leading apostrophe.
export const csvText = (expr: string) =>
  `(SELECT CASE WHEN v ~ '^[=+@-]' THEN '''' || v ELSE v END FROM (SELECT regexp_replace(${expr}, '[\\r\\n\\t]+', ' ', 'g') AS v) s)`;

/** The condition on employee `e` for a scope: the company's, or only the caller's direct reports. */
export function employeeInScope(scope: Scope): string {
  const directs = scope.directReportsOf
    ? ` AND e."userId" IN (SELECT "associatedUserId" FROM "UserAssociation" WHERE "userId" = ${escapeLiteral(scope.directReportsOf)})`
    : "";
  return `e."companyId" = ${escapeLiteral(scope.companyId)}${directs}`;
}

/** FROM ... WHERE for a scope and period (shared by the CSV and the period totals). */
export function reportRowsFrom(scope: Scope, period?: string): string {
  const inPeriod = period ? ` AND f."payrollPeriod" = ${escapeLiteral(period)}` : "";
  return `FROM "GrossToNetFile" f
    JOIN "PayReportEmployeeTotal" t ON t."grossToNetId" = f.id
    JOIN "Employee" e ON e.id = t."employeeId"
   WHERE f."processingStatus" IN ${LATEST_PUBLISHED_SQL}${inPeriod} AND ${employeeInScope(scope)}`;
}

/** The CSV's SELECT; its column names are CSV_HEADER. */
export function reportRowsSelect(scope: Scope, period: string): string {
  const amounts = VARIANCE_COLUMNS.map((c) => (c === "total" ? TOTAL_EXPR("t") : `t."${c}"`)).map(
    (expr) => `round(${expr}, ${DECIMALS})`,
  );
  const columns = [
    csvText(`e."firstName" || ' ' || e."lastName"`),
    csvText("e.id"),
    "f.country",
    CYCLE,
    "t.currency",
    ...amounts,
  ];
  if (columns.length !== CSV_HEADER.length) throw new Error("CSV columns and header differ");
  return `SELECT ${columns.map((c, i) => `${c} AS ${escapeIdentifier(CSV_HEADER[i])}`).join(",\n       ")}
  ${reportRowsFrom(scope, period)}
  ORDER BY e."lastName", e."firstName", e.id, f."payrollCycle", f.id`;
}
