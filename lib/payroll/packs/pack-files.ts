// The CSV files of a payroll pack, built from the database as the screens show them: the LSP bill (per-employee
// totals of the bill screen, with each employee's justification) and the variance against the previous period of
// the same cycle (the files the bill screen compares with), both streamed by COPY TO STDOUT; the anomaly findings
// with their justifications, the report's justifications, and the approval history (StatusHistory). A cell a
// spreadsheet would run as a formula is prefixed with a quote (as every export of the product).
// A company pack (companyId set) gets the same files over the company's employees in the report only (their
// employeeRefs: companyRefsSql), plus the company's rows of the stored register (registerExtractCopySql).
import { Prisma } from "@/generated/prisma/client";
import { db, queryRows } from "@/lib/db";
import { previousPeriodFileIds, TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return lines.join("\r\n") + "\r\n";
}

/** yyyyMM of the month before `period`. */
export function periodBefore(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4));
  return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, "0")}`;
}

type Report = { id: string; country: string; lspId: string | null; payrollPeriod: string; payrollCycle: string };
type Quote = (value: string) => string;

const BILL_AMOUNTS = [...VARIANCE_COLUMNS.filter((c) => c !== "total"), "eeDeductions", "erContribution"] as const;
/** The employees' order of the bill screen (billEmployees): names in "C" collation, then the reference. */
const ORDER = `t."lastName" COLLATE "C" NULLS LAST, t."firstName" COLLATE "C" NULLS LAST, t."employeeRef" COLLATE "C"`;
/** A text column with csvCell's formula guard, in SQL (COPY writes the cells). */
const safe = (expr: string, as: string) =>
  `CASE WHEN ${expr} ~ '^[-=+@\t\r]' AND ${expr} !~ '^-?[0-9]' THEN '''' || ${expr} ELSE ${expr} END AS "${as}"`;
const copy = (select: string) => `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`;

/** The employeeRefs of the report's employees of one client company (PayReportEmployeeTotal -> Employee.companyId),
 *  as SQL text for the COPY statements. */
export function companyRefsSql(reportId: string, companyId: string, quote: Quote): string {
  return `SELECT ct."employeeRef" FROM "PayReportEmployeeTotal" ct JOIN "Employee" ce ON ce.id = ct."employeeId"
           WHERE ct."grossToNetId" = ${quote(reportId)} AND ce."companyId" = ${quote(companyId)}`;
}

const onlyCompany = (alias: string, reportId: string, companyId: string | null | undefined, quote: Quote) =>
  companyId ? ` AND ${alias}."employeeRef" IN (${companyRefsSql(reportId, companyId, quote)})` : "";

/** A company's rows of the stored register (PayRegisterRow, as parsed from the register as received), in the
 *  file's row order: what a company pack holds instead of the register, which names other companies' employees. */
export function registerExtractCopySql(reportId: string, companyId: string, quote: Quote): string {
  return copy(`
    SELECT r."rowNumber", r."employeeRef", r."employeeId", ${safe('r."firstName"', "firstName")},
           ${safe('r."lastName"', "lastName")}, ${safe("r.concept", "concept")}, r.value, r."applicationType", r.category,
           r."payrollGlobal", r."payrollGlobalSubCategory", r."inputType"
      FROM "PayRegisterRow" r
     WHERE r."grossToNetId" = ${quote(reportId)}${onlyCompany("r", reportId, companyId, quote)}
     ORDER BY r."rowNumber", r.id`);
}

/** The LSP bill as the bill screen shows it: per employee the category totals, the total, the bill number (the LSP
 *  data's wins) and the employee's justification. companyId: that company's employees only. */
export function billCopySql(reportId: string, quote: Quote, companyId?: string | null): string {
  return copy(`
    SELECT t."employeeRef", t."employeeId", ${safe('t."firstName"', "firstName")}, ${safe('t."lastName"', "lastName")},
           t.currency, ${BILL_AMOUNTS.map((c) => `t."${c}"`).join(", ")}, ${TOTAL_EXPR("t")} AS total,
           coalesce(l."lspBillNumber", t."lspBillNumber") AS "lspBillNumber", ${safe("j.note", "justification")}
      FROM "PayReportEmployeeTotal" t
      LEFT JOIN "LspData" l ON l."grossToNetId" = t."grossToNetId"
      LEFT JOIN "Justification" j ON j."grossToNetId" = t."grossToNetId" AND j."employeeRef" = t."employeeRef"
     WHERE t."grossToNetId" = ${quote(reportId)}${onlyCompany("t", reportId, companyId, quote)}
     ORDER BY ${ORDER}`);
}

export type PreviousCycle = { period: string; cycle: string; fileIds: string[] };

/** The variance against the previous period of the same cycle (the files billEmployees() compares with): per
 *  employee and category the value, the previous one (0 when none), the change and its percent (variancePercent's
 *  rule: both zero 0, previous zero 100, current zero -100, else rounded to 2 decimals half away from zero). */
export function varianceCopySql(
  reportId: string,
  previous: PreviousCycle,
  quote: Quote,
  companyId?: string | null,
): string {
  const parts = [...VARIANCE_COLUMNS.filter((c) => c !== "total"), "erContribution"];
  const ids = previous.fileIds.length ? `ARRAY[${previous.fileIds.map(quote).join(", ")}]::text[]` : "'{}'::text[]";
  const prevOf = (c: string) => `coalesce(p."${c}", 0)`;
  // Each category's current and previous value once (a materialized step), then the change and percent over them.
  const values = VARIANCE_COLUMNS.map((c) =>
    c === "total"
      ? `${TOTAL_EXPR("t")} AS "c_total", (${["salary", "expenses", "allowance", "variablePay", "erContribution"].map(prevOf).join(" + ")})::numeric(18, 4) AS "p_total"`
      : `t."${c}" AS "c_${c}", ${prevOf(c)}::numeric(18, 4) AS "p_${c}"`,
  );
  const columns = VARIANCE_COLUMNS.map((c) => {
    const [cur, prev] = [`b."c_${c}"`, `b."p_${c}"`];
    return `${cur} AS "${c}", ${prev} AS "${c}Previous", ${cur} - ${prev} AS "${c}Variance",
      CASE WHEN ${cur} = 0 AND ${prev} = 0 THEN 0 WHEN ${prev} = 0 THEN 100 WHEN ${cur} = 0 THEN -100
           ELSE round((${cur} - ${prev}) * 100 / abs(${prev}), 2) END AS "${c}VariancePercent"`;
  });
  return copy(`
    WITH prev AS (
      SELECT p."employeeRef", ${parts.map((c) => `sum(p."${c}") AS "${c}"`).join(", ")}
        FROM "PayReportEmployeeTotal" p
       WHERE p."grossToNetId" = ANY(${ids})${onlyCompany("p", reportId, companyId, quote)} GROUP BY p."employeeRef"),
    base AS MATERIALIZED (
      SELECT t."employeeRef", t."firstName", t."lastName", t.currency, ${values.join(", ")}
        FROM "PayReportEmployeeTotal" t LEFT JOIN prev p ON p."employeeRef" = t."employeeRef"
       WHERE t."grossToNetId" = ${quote(reportId)}${onlyCompany("t", reportId, companyId, quote)})
    SELECT b."employeeRef", ${safe('b."firstName"', "firstName")}, ${safe('b."lastName"', "lastName")}, b.currency,
           ${quote(previous.period)} AS "previousPeriod", ${quote(previous.cycle)} AS "previousCycle",
           ${columns.join(",\n           ")}
      FROM base b
     ORDER BY ${ORDER.replace(/\bt\./g, "b.")}`);
}

/** The previous period and cycle of a report and its files that count for a variance (none without an LSP). */
export async function previousOf(report: Report): Promise<PreviousCycle> {
  const period = periodBefore(report.payrollPeriod);
  const cycle = report.payrollCycle;
  const fileIds = report.lspId ? await previousPeriodFileIds(report.country, report.lspId, { period, cycle }) : [];
  return { period, cycle, fileIds };
}

/** SQL condition: the row's employee is one of the company's in the report (TRUE for the whole pack). */
function companyEmployee(reportId: string, companyId: string | null, employeeId: Prisma.Sql, employeeRef?: Prisma.Sql) {
  if (!companyId) return Prisma.sql`TRUE`;
  const ofCompany = Prisma.sql`SELECT ct."employeeId", ct."employeeRef" FROM "PayReportEmployeeTotal" ct
      JOIN "Employee" ce ON ce.id = ct."employeeId" WHERE ct."grossToNetId" = ${reportId} AND ce."companyId" = ${companyId}`;
  const byId = Prisma.sql`${employeeId} IN (SELECT c."employeeId" FROM (${ofCompany}) c)`;
  return employeeRef ? Prisma.sql`(${byId} OR ${employeeRef} IN (SELECT c."employeeRef" FROM (${ofCompany}) c))` : byId;
}

type FindingRow = {
  id: string;
  check: string;
  severity: string;
  employeeId: string | null;
  explanation: string;
  values: unknown;
  justification: string | null;
  acknowledgedById: string | null;
  acknowledgedAt: Date | null;
  createdAt: Date;
};

async function findingsCsv(reportId: string, companyId: string | null): Promise<string> {
  // A company pack holds the findings about its employees (a report-level finding, without an employee, speaks of
  // the whole report: only in the whole pack).
  const findings = await queryRows<FindingRow>(Prisma.sql`
    SELECT f.id, f."check", f.severity::text AS severity, f."employeeId", f.explanation, f."values", f.justification,
           f."acknowledgedById", f."acknowledgedAt", f."createdAt"
      FROM "PayReportFinding" f
     WHERE f."payReportId" = ${reportId} AND ${companyEmployee(reportId, companyId, Prisma.sql`f."employeeId"`)}
     ORDER BY f.severity, f."employeeId", f."check", f.id`);
  return csvText(
    [
      "id",
      "check",
      "severity",
      "employeeId",
      "explanation",
      "values",
      "justification",
      "acknowledgedById",
      "acknowledgedAt",
      "createdAt",
    ],
    findings.map((f) => [
      f.id,
      f.check,
      f.severity,
      f.employeeId,
      f.explanation,
      f.values === null ? "" : JSON.stringify(f.values),
      f.justification,
      f.acknowledgedById,
      f.acknowledgedAt,
      f.createdAt,
    ]),
  );
}

type JustificationRow = {
  id: string;
  employeeRef: string | null;
  employeeId: string | null;
  note: string;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
};

async function justificationsCsv(reportId: string, companyId: string | null): Promise<string> {
  const rows = await queryRows<JustificationRow>(Prisma.sql`
    SELECT j.id, j."employeeRef", j."employeeId", j.note, j."createdById", j."createdAt", j."updatedAt"
      FROM "Justification" j
     WHERE j."grossToNetId" = ${reportId}
       AND ${companyEmployee(reportId, companyId, Prisma.sql`j."employeeId"`, Prisma.sql`j."employeeRef"`)}
     ORDER BY j."employeeRef", j.id`);
  return csvText(
    ["id", "employeeRef", "employeeId", "note", "createdById", "createdAt", "updatedAt"],
    rows.map((j) => [j.id, j.employeeRef ?? "", j.employeeId, j.note, j.createdById, j.createdAt, j.updatedAt]),
  );
}

async function historyCsv(reportId: string): Promise<{ csv: string; publishedAt: Date | null }> {
  const rows = await db.statusHistory.findMany({
    where: { entityType: PAY_REPORT_ENTITY, entityId: reportId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
  const users = await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } });
  const email = new Map(users.map((u) => [u.id, u.email]));
  const published = rows.filter((r) => r.toStatus === "PUBLISHED").at(-1);
  return {
    publishedAt: published?.createdAt ?? null,
    csv: csvText(
      ["at", "fromStatus", "toStatus", "actorId", "actorEmail", "note"],
      rows.map((r) => [
        r.createdAt,
        r.fromStatus,
        r.toStatus,
        r.actorId,
        r.actorId ? email.get(r.actorId) : "",
        r.note,
      ]),
    ),
  };
}

/** The generated files of every pack, in their order in the ZIP (after the register, the bill and the variance). */
export const GENERATED_FILES = ["findings.csv", "justifications.csv", "approval-history.csv"] as const;

export type PackCsvFiles = { files: { name: string; data: Buffer }[]; publishedAt: Date | null };

/** The small generated files of a report's pack (the register, the bill and the variance are COPY output);
 *  companyId: those of a company pack, over that company's employees (the approval history is the report's). */
export async function buildPackCsvFiles(reportId: string, companyId: string | null = null): Promise<PackCsvFiles> {
  const [findings, justifications, history] = await Promise.all([
    findingsCsv(reportId, companyId),
    justificationsCsv(reportId, companyId),
    historyCsv(reportId),
  ]);
  return {
    publishedAt: history.publishedAt,
    files: [findings, justifications, history.csv].map((csv, i) => ({
      name: GENERATED_FILES[i],
      data: Buffer.from(csv),
    })),
  };
}

/** The generated files as pack sources, each read from `generated` when its turn in the ZIP comes. */
export function generatedSources(generated: Promise<PackCsvFiles>) {
  return GENERATED_FILES.map((name) => ({
    name,
    open: async () => {
      const file = (await generated).files.find((f) => f.name === name);
      if (!file) throw new Error(`${name} was not generated`);
      return file.data;
    },
  }));
}
