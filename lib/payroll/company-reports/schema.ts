// Payroll report CSVs for managers (spec 2 sections 2, 7, 9): params schema, the CSV header and period labels.
// Pure: shared by the route handlers, the page and unit tests.
import { z } from "zod";
import { MONTH_NAMES } from "@/lib/payroll/schema";

export const PERIOD_RE = /^\d{4}(0[1-9]|1[0-2])$/;
export const PERIOD_MESSAGE = "Payroll period must be a month in yyyyMM format, e.g. 202311.";

export const ZCompanyParams = z.object({ companyId: z.string().trim().min(1, "Company is required.").max(64) });
export const ZPayrollReportParams = ZCompanyParams.extend({
  payrollPeriod: z.string().regex(PERIOD_RE, PERIOD_MESSAGE),
});

/** The CSV header, in order: who, where, then the category totals in spec 2 section 9's order, total last. */
export const CSV_HEADER = [
  "Employee name",
  "Employee ID",
  "Country",
  "Payroll cycle",
  "Currency",
  "Salary",
  "Allowance",
  "Variable pay",
  "Expenses",
  "Pension contribution",
  "Benefit contribution",
  "Social costs",
  "Total pay",
] as const;

/** "202311" -> "November 2023" (fixed English month names: the same text on server and client). */
export function periodLabel(period: string): string {
  if (!PERIOD_RE.test(period)) return period;
  return `${MONTH_NAMES[Number(period.slice(4)) - 1]} ${period.slice(0, 4)}`;
}

export function payrollReportPath(companyId: string, period: string): string {
  return `/api/payroll-reports/companies/${encodeURIComponent(companyId)}/gross-to-net/${period}`;
}

/** ASCII file name: payroll-report_<company>_<period>.csv; from a corrected report on (issue 27), the highest
 *  version among the period's published reports as a suffix: payroll-report_<company>_<period>_v2.csv */
export function payrollReportFileName(companyName: string, period: string, version = 1): string {
  const slug =
    companyName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "company";
  return `payroll-report_${slug}_${period}${version > 1 ? `_v${Math.trunc(version)}` : ""}.csv`;
}
