// Payslips (beyond the spec: the employee's side of payroll, built on demand from published pay reports). The
// params, query and response schemas shared by the routes, the /pay screen and the employee page; the file name
// and paths. Client-safe (no server imports).
import { z } from "zod";
import { PAYROLL_CYCLES } from "@/lib/payroll/schema";
import { ZDecimal, ZNextKey } from "@/lib/zod/response";

const ZId = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(64, `${label} must be at most 64 characters.`);

export const ZPayslipEmployeeParams = z.object({ employeeId: ZId("Employee") });
export const ZPayslipParams = ZPayslipEmployeeParams.extend({ payReportId: ZId("Pay report") });

export const PAYSLIP_PAGE_SIZE = 24;
export const ZPayslipListQuery = z.object({
  cursor: z.string().max(400, "Cursor must be a nextCursor value from a previous page.").optional(),
  pageSize: z.coerce
    .number({ error: "Page size must be a number." })
    .int("Page size must be a whole number.")
    .min(1, "Page size must be at least 1.")
    .max(100, "Page size must be at most 100.")
    .default(PAYSLIP_PAGE_SIZE),
});

/** GET …/payslips/zip?year=: the year whose payslips go into the ZIP. */
export const ZPayslipYearQuery = z.object({
  year: z.coerce
    .number({ error: "Year must be a number, e.g. 2026." })
    .int("Year must be a whole number, e.g. 2026.")
    .min(2000, "Year must be 2000 or later.")
    .max(2100, "Year must be 2100 or earlier."),
});

/** One payslip: an employee's row of one published version of a pay report. */
export const ZPayslip = z.object({
  payReportId: z.string(),
  employeeId: z.string(),
  period: z.string().describe("yyyyMM"),
  cycle: z.enum(PAYROLL_CYCLES),
  country: z.string(),
  legalEntityName: z.string().nullable().describe("the employer: the provider's legal entity"),
  providerName: z.string().nullable(),
  currency: z.string(),
  gross: ZDecimal.describe("as stored"),
  net: ZDecimal.describe("as stored"),
  version: z.number().int().describe("the pay report's version (1 = first published)"),
  replacesVersion: z.number().int().nullable().describe("a corrected version: the version it replaces"),
  replacedByVersion: z
    .number()
    .int()
    .nullable()
    .describe("an earlier version a corrected one replaced (still readable); null for the current one"),
  pdfUrl: z.string(),
});
export type Payslip = z.infer<typeof ZPayslip>;

export const ZPayslipPage = z.object({ items: z.array(ZPayslip), nextCursor: ZNextKey });
export type PayslipPage = z.infer<typeof ZPayslipPage>;

const ZCurrencyTotals = z.object({ currency: z.string(), gross: ZDecimal, net: ZDecimal });
export type CurrencyTotals = z.infer<typeof ZCurrencyTotals>;

/** The last 12 months (current published payslips summed per month and currency) and the year to date. */
export const ZPayHistory = z.object({
  from: z.string().describe("first month, yyyyMM"),
  to: z.string().describe("last month, yyyyMM"),
  months: z.array(ZCurrencyTotals.extend({ period: z.string() })),
  yearToDate: z.object({ year: z.number().int(), totals: z.array(ZCurrencyTotals) }),
});
export type PayHistory = z.infer<typeof ZPayHistory>;

export const payslipsPath = (employeeId: string) => `/api/employees/${encodeURIComponent(employeeId)}/payslips`;
export const payHistoryPath = (employeeId: string) => `/api/employees/${encodeURIComponent(employeeId)}/pay-history`;
export const payslipPdfPath = (employeeId: string, payReportId: string) =>
  `${payslipsPath(employeeId)}/${encodeURIComponent(payReportId)}/pdf`;

/** The ZIP of one year's payslips of an employee (every published version, a replaced one included). */
export const payslipYearZipPath = (employeeId: string, year: number) => `${payslipsPath(employeeId)}/zip?year=${year}`;

/** payslips-<yyyy>-<employee id>.zip */
export function payslipYearZipName(year: number, employeeId: string): string {
  return `payslips-${year}-${employeeId.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 64) || "employee"}.zip`;
}

/** payslip-<yyyy-MM>-<employee id>.pdf; a corrected version adds -v<N> so it never overwrites the one it replaced. */
export function payslipFileName(period: string, employeeId: string, version = 1): string {
  const safe = employeeId.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 64) || "employee";
  const month = /^\d{6}$/.test(period) ? `${period.slice(0, 4)}-${period.slice(4)}` : "period";
  return `payslip-${month}-${safe}${version > 1 ? `-v${Math.trunc(version)}` : ""}.pdf`;
}
