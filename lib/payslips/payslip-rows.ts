// The two reads every payslip view is built from, so the list, the history and the PDF show the same figures:
// an employee's payslips (their row of each published version of a pay report: PUBLISHED, REOPENED, or SUPERSEDED
// by a corrected version, still readable), and the sums of their current ones (the latest published version of
// each report, never a SUPERSEDED one) per month and currency. Amounts stay PostgreSQL's numeric text: no float.
// No "server-only" marker: the background worker reads them too (salary certificates, lib/letters/).
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { Decimal } from "@/lib/money";
import type { PayrollCycleValue } from "@/lib/payroll/schema";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";
import { payslipPdfPath, type Payslip } from "@/lib/payslips/schema";

const PAYSLIP_STATUSES_SQL = `('PUBLISHED', 'REOPENED', 'SUPERSEDED')`;

export type PayslipRow = {
  payReportId: string;
  period: string;
  cycle: PayrollCycleValue;
  country: string;
  status: string;
  version: number;
  legalEntityName: string | null;
  providerName: string | null;
  replacesVersion: number | null;
  replacedByVersion: number | null;
  currency: string;
  gross: string;
  net: string;
};

/** The sort of every payslip list, newest first; the keyset cursor holds these four values. */
export const PAYSLIP_ORDER = [
  Prisma.sql`f."payrollPeriod"`,
  Prisma.sql`f."payrollCycle"::text`,
  Prisma.sql`f."reportVersion"`,
  Prisma.sql`f.id`,
];

/** The employee's payslips matching `where` (on file `f`), newest first. An employee normally has one row per
 *  report; should two register keys match them, the payslip is their sum. */
export async function payslipRows(
  employeeId: string,
  options: { where?: Prisma.Sql; limit?: number } = {},
): Promise<PayslipRow[]> {
  return queryRows<PayslipRow>(
    Prisma.sql`
    WITH t AS (
      SELECT "grossToNetId", min(currency) AS currency, sum(gross) AS gross, sum(net) AS net
        FROM "PayReportEmployeeTotal" WHERE "employeeId" = ${employeeId} GROUP BY "grossToNetId"
    )
    SELECT f.id AS "payReportId", f."payrollPeriod" AS period, f."payrollCycle"::text AS cycle, f.country,
           f."processingStatus"::text AS status, f."reportVersion" AS version,
           le.name AS "legalEntityName", l.name AS "providerName",
           p."reportVersion" AS "replacesVersion",
           CASE WHEN f."processingStatus" = 'SUPERSEDED' THEN n."reportVersion" END AS "replacedByVersion",
           t.currency, t.gross::text AS gross, t.net::text AS net
      FROM t
      JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
      LEFT JOIN "LegalEntity" le ON le.id = f."legalEntityId"
      LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
      LEFT JOIN "GrossToNetFile" p ON p.id = f."previousVersionId"
      LEFT JOIN "GrossToNetFile" n ON n."previousVersionId" = f.id
     WHERE f."processingStatus" IN ${Prisma.raw(PAYSLIP_STATUSES_SQL)}
       AND ${options.where ?? Prisma.sql`TRUE`}
     ORDER BY ${Prisma.join(
       PAYSLIP_ORDER.map((c) => Prisma.sql`${c} DESC`),
       ", ",
     )}
     ${options.limit ? Prisma.sql`LIMIT ${options.limit}` : Prisma.empty}`,
    { prepareAs: "payslip-rows" },
  );
}

/** The years the employee has payslips in, newest first (for the year's ZIP). */
export async function payslipYears(employeeId: string): Promise<number[]> {
  const rows = await queryRows<{ year: number }>(
    Prisma.sql`
    SELECT DISTINCT substr(f."payrollPeriod", 1, 4)::int AS year
      FROM "PayReportEmployeeTotal" t
      JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
     WHERE t."employeeId" = ${employeeId} AND f."processingStatus" IN ${Prisma.raw(PAYSLIP_STATUSES_SQL)}
     ORDER BY year DESC`,
    { prepareAs: "payslip-years" },
  );
  return rows.map((r) => r.year);
}

export type MonthTotals = { period: string; currency: string; gross: string; net: string };

/** The employee's current payslips summed per month and currency, for months from..to (yyyyMM), oldest first;
 *  `except` leaves out the given reports (the PDF puts the version it shows in place of its chain). */
export async function currentMonthTotals(
  employeeId: string,
  from: string,
  to: string,
  except: string[] = [],
): Promise<MonthTotals[]> {
  return queryRows<MonthTotals>(
    Prisma.sql`
    SELECT f."payrollPeriod" AS period, t.currency, sum(t.gross)::text AS gross, sum(t.net)::text AS net
      FROM "PayReportEmployeeTotal" t
      JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
     WHERE t."employeeId" = ${employeeId}
       AND f."processingStatus" IN ${Prisma.raw(LATEST_PUBLISHED_SQL)}
       AND f."payrollPeriod" BETWEEN ${from} AND ${to}
       AND NOT (f.id = ANY(${except}::text[]))
     GROUP BY f."payrollPeriod", t.currency
     ORDER BY f."payrollPeriod", t.currency`,
    { prepareAs: "payslip-month-totals" },
  );
}

/** Gross and net summed per currency (exact decimals, four places as stored), currencies in order. */
export function sumByCurrency(rows: readonly { currency: string; gross: string; net: string }[]) {
  const sums = new Map<string, { gross: Decimal; net: Decimal }>();
  for (const r of rows) {
    const s = sums.get(r.currency) ?? { gross: new Decimal(0), net: new Decimal(0) };
    sums.set(r.currency, { gross: s.gross.plus(r.gross), net: s.net.plus(r.net) });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({ currency, gross: s.gross.toFixed(4), net: s.net.toFixed(4) }));
}

export function toPayslip(employeeId: string, row: PayslipRow): Payslip {
  return {
    payReportId: row.payReportId,
    employeeId,
    period: row.period,
    cycle: row.cycle,
    country: row.country,
    legalEntityName: row.legalEntityName,
    providerName: row.providerName,
    currency: row.currency,
    gross: row.gross,
    net: row.net,
    version: row.version,
    replacesVersion: row.replacesVersion,
    replacedByVersion: row.replacedByVersion,
    pdfUrl: payslipPdfPath(employeeId, row.payReportId),
  };
}
