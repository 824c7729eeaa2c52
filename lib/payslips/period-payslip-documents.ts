// Every payslip of one published version of a pay report (optionally one client company's employees), as the
// single payslip (get-payslip.ts) shows it, read set-based: a batch of employees in id order (keyset), then their
// concept lines and their year's other payslips in one statement each, whatever the batch's size. Three statements
// per batch instead of five per payslip; memory holds one batch. Who may read them is the caller's business (the
// company packs are built for whoever may download the pack).
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";
import { versionChainIds } from "@/lib/payroll/versions/version-chain";
import { toPayslip, type PayslipRow } from "@/lib/payslips/payslip-rows";
import { groupConcepts, yearToDateOf, type ConceptRow, type PayslipDocument } from "@/lib/payslips/payslip-sections";

type Header = Omit<PayslipRow, "currency" | "gross" | "net">;
type EmployeeTotals = {
  employeeId: string;
  firstName: string;
  lastName: string;
  companyName: string;
  currency: string;
  gross: string;
  net: string;
};

/** The report's own columns of every payslip (as payslipRows reads them), or null when it is not a payslip's. */
async function reportHeader(payReportId: string): Promise<Header | null> {
  const [header] = await queryRows<Header>(Prisma.sql`
    SELECT f.id AS "payReportId", f."payrollPeriod" AS period, f."payrollCycle"::text AS cycle, f.country,
           f."processingStatus"::text AS status, f."reportVersion" AS version,
           le.name AS "legalEntityName", l.name AS "providerName",
           p."reportVersion" AS "replacesVersion",
           CASE WHEN f."processingStatus" = 'SUPERSEDED' THEN n."reportVersion" END AS "replacedByVersion"
      FROM "GrossToNetFile" f
      LEFT JOIN "LegalEntity" le ON le.id = f."legalEntityId"
      LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
      LEFT JOIN "GrossToNetFile" p ON p.id = f."previousVersionId"
      LEFT JOIN "GrossToNetFile" n ON n."previousVersionId" = f.id
     WHERE f.id = ${payReportId} AND f."processingStatus" IN ('PUBLISHED', 'REOPENED', 'SUPERSEDED')`);
  return header ?? null;
}

/** The next `limit` employees of the report after `after` (id order), with their totals summed over their rows. */
function employeeBatch(payReportId: string, companyId: string | null, after: string, limit: number) {
  return queryRows<EmployeeTotals>(
    Prisma.sql`
    SELECT t."employeeId", e."firstName", e."lastName", c.name AS "companyName",
           min(t.currency) AS currency, sum(t.gross)::text AS gross, sum(t.net)::text AS net
      FROM "PayReportEmployeeTotal" t
      JOIN "Employee" e ON e.id = t."employeeId"
      JOIN "Company" c ON c.id = e."companyId"
     WHERE t."grossToNetId" = ${payReportId} AND t."employeeId" > ${after}
       AND (${companyId}::text IS NULL OR e."companyId" = ${companyId})
     GROUP BY t."employeeId", e."firstName", e."lastName", c.name
     ORDER BY t."employeeId"
     LIMIT ${limit}`,
    { prepareAs: "period-payslips-employees" },
  );
}

/** The batch's concept lines, per employee in register order (a stated total is no line of a payslip). */
async function batchConcepts(payReportId: string, ids: string[]): Promise<Map<string, ConceptRow[]>> {
  const rows = await queryRows<ConceptRow & { employeeId: string }>(
    Prisma.sql`
    SELECT t."employeeId", r.concept, r.value::text AS value, r."applicationType"::text AS "applicationType", r.category
      FROM "PayReportEmployeeTotal" t
      JOIN "PayRegisterRow" r ON r."grossToNetId" = t."grossToNetId" AND r."employeeRef" = t."employeeRef"
     WHERE t."grossToNetId" = ${payReportId} AND t."employeeId" = ANY(${ids}::text[])
       AND r.category IS DISTINCT FROM 'statedTotal'
     ORDER BY t."employeeId", r."rowNumber"`,
    { prepareAs: "period-payslips-concepts" },
  );
  const byEmployee = new Map<string, ConceptRow[]>();
  for (const { employeeId, ...row } of rows) {
    const list = byEmployee.get(employeeId);
    if (list) list.push(row);
    else byEmployee.set(employeeId, [row]);
  }
  return byEmployee;
}

/** The batch's other current payslips of the year up to the period, summed per employee and currency (the report's
 *  own versions left out: this version stands for them, as on the single payslip). */
async function batchYearTotals(header: Header, chain: string[], ids: string[]) {
  const rows = await queryRows<{ employeeId: string; currency: string; gross: string; net: string }>(
    Prisma.sql`
    SELECT t."employeeId", t.currency, sum(t.gross)::text AS gross, sum(t.net)::text AS net
      FROM "PayReportEmployeeTotal" t
      JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
     WHERE t."employeeId" = ANY(${ids}::text[])
       AND f."processingStatus" IN ${Prisma.raw(LATEST_PUBLISHED_SQL)}
       AND f."payrollPeriod" BETWEEN ${`${header.period.slice(0, 4)}01`} AND ${header.period}
       AND NOT (f.id = ANY(${chain}::text[]))
     GROUP BY t."employeeId", t.currency`,
    { prepareAs: "period-payslips-year" },
  );
  const byEmployee = new Map<string, typeof rows>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  return byEmployee;
}

/** The report's payslips in employee id order, `batch` employees read at a time; nothing when the report is not
 *  published (or was never). */
export async function* periodPayslipDocuments(
  payReportId: string,
  options: { companyId?: string | null; batch?: number } = {},
): AsyncGenerator<PayslipDocument> {
  const header = await reportHeader(payReportId);
  if (!header) return;
  const chain = await versionChainIds(payReportId);
  const year = Number(header.period.slice(0, 4));
  const size = options.batch ?? 500;
  let after = "";
  for (;;) {
    const employees = await employeeBatch(payReportId, options.companyId ?? null, after, size);
    if (employees.length === 0) return;
    const ids = employees.map((e) => e.employeeId);
    const [concepts, years] = await Promise.all([batchConcepts(payReportId, ids), batchYearTotals(header, chain, ids)]);
    for (const e of employees) {
      const row: PayslipRow = { ...header, currency: e.currency, gross: e.gross, net: e.net };
      yield {
        payslip: toPayslip(e.employeeId, row),
        employee: { id: e.employeeId, name: `${e.firstName} ${e.lastName}` },
        companyName: e.companyName,
        sections: groupConcepts(concepts.get(e.employeeId) ?? []),
        yearToDate: { year, currency: e.currency, ...yearToDateOf(e, years.get(e.employeeId) ?? []) },
      };
    }
    if (employees.length < size) return;
    after = ids.at(-1)!;
  }
}
