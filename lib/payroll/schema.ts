// Payroll verification: zod schemas, constants and pure arithmetic shared by the browser and the server
// (no Prisma imports here). Spec 2 sections 3, 4, 5, 7, 9.
import { z } from "zod";
import { isoDate } from "@/lib/zod/date";
import { ZPage } from "@/lib/http/paging";
import { ZDownloadFlag } from "@/lib/zod/download-flag";
import { decimalNumber, int32 } from "@/lib/zod/numbers";
import { PAY_REPORT_STATUSES, type PayReportStatusValue } from "@/lib/payroll/pay-report-status";

export const PAYROLL_CYCLES = ["CYCLE_1", "CYCLE_2", "CYCLE_3", "CYCLE_4", "CYCLE_5", "OFF_CYCLE"] as const;
export type PayrollCycleValue = (typeof PAYROLL_CYCLES)[number];
export const CYCLE_LABELS: Record<PayrollCycleValue, string> = {
  CYCLE_1: "Cycle 1",
  CYCLE_2: "Cycle 2",
  CYCLE_3: "Cycle 3",
  CYCLE_4: "Cycle 4",
  CYCLE_5: "Cycle 5",
  OFF_CYCLE: "Off-cycle",
};

/** Spec 2 section 4: the status filter's options. */
export const STATUS_FILTER_OPTIONS: PayReportStatusValue[] = [
  "DRAFT",
  "INGESTED",
  "DUPLICATES_CHECKED",
  "COPIED",
  "PRE_APPROVAL_QUERY",
  "SPECIALIST_APPROVED",
  "PRE_PUBLISH_QUERY",
  "PUBLISHED",
  "ERROR",
];

/** Spec 2 section 2: files in these statuses are still processing; their total shows '-'. */
export const PROCESSING_STATUSES: PayReportStatusValue[] = [
  "DRAFT",
  "INGESTED",
  "TAXONOMIZED",
  "ENRICHED",
  "TRANSFORMED",
];
export const isProcessing = (status: string) => (PROCESSING_STATUSES as string[]).includes(status);
/** Spec 2 section 4: delete is offered unless APPROVED or PUBLISHED. */
export const UNDELETABLE_STATUSES: PayReportStatusValue[] = ["APPROVED", "PUBLISHED"];
export const canDeleteStatus = (status: string) => !(UNDELETABLE_STATUSES as string[]).includes(status);
/** Read-only published data: PUBLISHED, and (issue 27) REOPENED or SUPERSEDED versions, which are never edited. */
export const isPublished = (status: string) =>
  status === "PUBLISHED" || status === "REOPENED" || status === "SUPERSEDED";

/** Spec 2 section 9: category column order, total last. */
export const CATEGORY_COLUMNS = [
  ["salary", "Salary"],
  ["allowance", "Allowance"],
  ["variablePay", "Variable pay"],
  ["expenses", "Expenses"],
  ["pensionContribution", "Pension contribution"],
  ["benefitContribution", "Benefit contribution"],
  ["socialCosts", "Social costs"],
  ["total", "Total"],
] as const;
export type CategoryKey = (typeof CATEGORY_COLUMNS)[number][0];
export const CATEGORY_KEYS = CATEGORY_COLUMNS.map(([k]) => k) as CategoryKey[];

// ---------------------------------------------------------------------------------------------------
// Arithmetic (spec 2 section 9). The SQL in lib/payroll/pipeline.ts and service.ts implements the same
// rules set-based; these pure versions are the reference the unit tests pin down.
// ---------------------------------------------------------------------------------------------------

export const DEDUCTION_TO_GROSS = "Salary Deduction to Gross";

export type ConceptLine = {
  concept: string;
  applicationType: "Income" | "Deduction" | "Contribution";
  value: string | number;
};

/** Integer cents-free arithmetic on 4-decimal fixed point strings (values are stored as Decimal(18,4)). */
function toUnits(value: string | number): bigint {
  const text = String(value).replace(/,/g, "").trim();
  const m = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new Error(`Not a number: ${value}`);
  const frac = ((m[3] ?? "") + "0000").slice(0, 4);
  const units = BigInt((m[2] || "0") + frac);
  return m[1] === "-" ? -units : units;
}
export function unitsToString(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const s = abs.toString().padStart(5, "0");
  return `${negative ? "-" : ""}${s.slice(0, -4)}.${s.slice(-4)}`;
}

export type EmployeeTotals = {
  gross: string;
  deductions: string;
  taxableGross: string;
  net: string;
  totalCost: string;
};

/** gross = income; deductions exclude 'Salary Deduction to Gross'; taxable gross = income minus those;
 *  net = taxable gross minus deductions; total cost = income + contribution. */
export function employeeTotals(lines: ConceptLine[]): EmployeeTotals {
  let income = 0n;
  let toGross = 0n;
  let deductions = 0n;
  let contribution = 0n;
  for (const line of lines) {
    const v = toUnits(line.value);
    if (line.applicationType === "Income") income += v;
    else if (line.applicationType === "Contribution") contribution += v;
    else if (line.concept.trim().toLowerCase() === DEDUCTION_TO_GROSS.toLowerCase()) toGross += v;
    else deductions += v;
  }
  const taxable = income - toGross;
  return {
    gross: unitsToString(income),
    deductions: unitsToString(deductions),
    taxableGross: unitsToString(taxable),
    net: unitsToString(taxable - deductions),
    totalCost: unitsToString(income + contribution),
  };
}

/** Variance percent (spec 2 section 9): both zero 0; previous zero 100; current zero -100; else 2 decimals. */
export function variancePercent(current: number, previous: number): number {
  if (current === 0 && previous === 0) return 0;
  if (previous === 0) return 100;
  if (current === 0) return -100;
  return Math.round(((current - previous) / Math.abs(previous)) * 100 * 100) / 100;
}

export function variance(current: number, previous: number) {
  return {
    previous,
    variance: Math.round((current - previous) * 10000) / 10000,
    variancePercentage: variancePercent(current, previous),
  };
}

// ---------------------------------------------------------------------------------------------------
// CSV format accepted for pay registers (documented here and in the upload modal's help text).
// ---------------------------------------------------------------------------------------------------

/** Header columns (case-insensitive, any order, a UTF-8 BOM and CRLF line ends are fine):
 *  employeeId, firstName, lastName, concept, value, and optionally currency.
 *  One row per pay concept of an employee. Values may carry thousands commas ("1,234.50", quote them);
 *  negative values use a leading minus. Empty lines are skipped. */
export const CSV_REQUIRED_COLUMNS = ["employeeId", "firstName", "lastName", "concept", "value"] as const;
export const CSV_OPTIONAL_COLUMNS = ["currency"] as const;
export const CSV_HELP_TEXT =
  "CSV with a header row: employeeId, firstName, lastName, concept, value (optional: currency). One row per pay concept; values like 1,234.50 must be quoted.";

// ---------------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------------

const ZPeriod = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, "Use the format yyyyMM");
const ZCycle = z.enum(PAYROLL_CYCLES);
const ZIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

export const ZWorkbookForm = z.object({
  name: z.string().trim().min(1, "Workbook Name is required").max(120),
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type TWorkbookForm = z.infer<typeof ZWorkbookForm>;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const defaultWorkbookName = (month: number, year: number) => `${MONTH_NAMES[month - 1]} ${year} - Workbook`;

/** Keyset cursor of the pay report list: "<createdAt epoch ms>.<id>" of the last row of the previous page. */
export const GTN_CURSOR_RE = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

// The spec's pageIndex pages by offset; `cursor` (an extension) seeks by keyset, and pageIndex is then only
// answered back (the page the cursor leads to, as the client counts it).
export const ZGtnListQuery = z.object({
  cursor: z.string().regex(GTN_CURSOR_RE, "Cursor must be a nextCursor value from a previous page.").optional(),
  ...ZPage(20, 100),
  payrollPeriod: ZPeriod.optional(),
  source: z.enum(["NEEYAMO", "SNOWFLAKE", "MANUAL"]).optional(),
  country: z.string().length(2).optional(),
  lspId: z.string().optional(),
  payrollCycle: ZCycle.optional(),
  processingStatus: z.enum(PAY_REPORT_STATUSES).optional(),
  workbookId: z.string().optional(),
  providerName: z.string().trim().max(100).optional(),
});

/** Bulk bodies: explicit ids, or the bill's filter fields (spec 2 section 7). */
export const ZBulkTarget = z
  .object({
    dataFrameIds: z.array(z.string().min(1)).max(5000).optional(),
    grossToNetIds: z.array(z.string().min(1)).max(5000).optional(),
    country: z.string().length(2).optional(),
    lspId: z.string().optional(),
    payrollCycle: ZCycle.optional(),
    payrollPeriod: ZPeriod.optional(),
  })
  .refine(
    (b) =>
      (b.dataFrameIds?.length ?? 0) > 0 ||
      (b.grossToNetIds?.length ?? 0) > 0 ||
      (!!b.country && !!b.payrollCycle && !!b.payrollPeriod),
    {
      message: "Give dataFrameIds or country, payrollCycle and payrollPeriod",
      path: ["dataFrameIds"],
    },
  );

export const ZApproval = z.object({ dataFrameId: z.string().min(1) });
export const ZApprovalWorkflow = z.object({ dataFrameId: z.string().min(1), newStatus: z.enum(PAY_REPORT_STATUSES) });
export const ZBulkWorkflow = ZBulkTarget.and(z.object({ newStatus: z.enum(PAY_REPORT_STATUSES) }));

/** LSP data (spec 2 section 5): every field required; amount falls back to 0, rate to 1 when not a number. */
const numberWithFallback = (fallback: number) =>
  z.preprocess((v) => {
    const n = typeof v === "number" ? v : Number(String(v ?? "").replace(/,/g, ""));
    return Number.isFinite(n) && String(v ?? "").trim() !== "" ? n : fallback;
  }, z.number());
const ZRate = numberWithFallback(1).pipe(
  decimalNumber("rate", { min: 0, message: "Exchange rate must be at least 0" }),
);
const ZAmount = numberWithFallback(0).pipe(decimalNumber("money"));
const required = (label: string) => z.string().trim().min(1, `${label} is required`);
export const ZLspData = z.object({
  lspBillingCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Use a 3-letter currency code")
    .transform((s) => s.toUpperCase()),
  lspExchangeRate: ZRate,
  lspBillNumber: required("LSP bill number"),
  lspBillUrl: required("LSP bill URL"),
  invoiceDate: isoDate("Invoice date is required"),
  invoiceDueDate: isoDate("Invoice due date is required"),
  invoiceAmount: ZAmount,
  memo: required("Memo"),
  postingPeriod: ZPeriod,
  billType: z.enum(["BILL", "BILL_CREDIT"]).default("BILL"),
});
export type TLspData = z.infer<typeof ZLspData>;
export const LSP_DATA_DEFAULTS = { lspExchangeRate: 1, invoiceAmount: 0, billType: "BILL" as const };

export const ZJustification = z.object({
  grossToNetId: z.string().min(1),
  /** The employee as the pay report names them (the file's employee id); omitted for a file-level note. */
  employeeId: z.string().min(1).optional().nullable(),
  note: z
    .string()
    .max(5000)
    .transform((s) => s.trim()),
});
export const ZJustificationQuery = z.object({ grossToNetId: z.string().min(1), employeeId: z.string().optional() });
export const ZJustificationByIds = z.object({ grossToNetIds: ZIdList });

/** A multipart text field that carries JSON: blank is absent, text that is not JSON an issue on the field (a 400
 *  naming it), the rest parsed through `schema`. */
function jsonField<S extends z.ZodType>(schema: S, notJson: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: notJson });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());
}

export const LSP_DATA_NOT_JSON = "LSP data is not valid JSON.";

/** Upload form fields (multipart: fileContent files plus these); lspData is the billing details as JSON. */
export const ZUploadFields = z.object({
  source: z.enum(["NEEYAMO", "SNOWFLAKE", "MANUAL"]).default("MANUAL"),
  payrollPeriod: ZPeriod,
  payrollCycle: ZCycle,
  fileType: z.literal("PAY_REGISTER").default("PAY_REGISTER"),
  country: z
    .string()
    .trim()
    .length(2, "Provider is required")
    .transform((s) => s.toUpperCase()),
  lspId: z.string().min(1, "Provider is required"),
  legalEntityId: z.string().min(1, "Provider is required"),
  workbookId: z.string().optional(),
  lspData: jsonField(ZLspData, LSP_DATA_NOT_JSON),
});

/** The path of the routes under /api/gross-to-net/{id}. */
export const ZPayReportParams = z.object({ id: z.string().min(1) });

export const ZManualIngestionFields = z.object({
  source: z.literal("MANUAL").default("MANUAL"),
  payrollPeriod: ZPeriod,
  payrollCycle: ZCycle,
  fileType: z.literal("PAY_REGISTER").default("PAY_REGISTER"),
  country: z.string().trim().length(2).optional(),
  lspId: z.string().optional(),
  legalEntityId: z.string().optional(),
  workbookId: z.string().optional(),
});

export const ZBillQuery = z.object({
  country: z.string().length(2),
  lspId: z.string().min(1),
  payrollCycle: ZCycle,
  payrollPeriod: ZPeriod,
  search: z.string().optional(),
  varianceYear: int32({ coerce: true }).optional(),
  varianceMonth: z.coerce.number().int().min(1).max(12).optional(),
  variancePayrollCycle: ZCycle.optional(),
  ...ZPage(100, 500),
  workbookId: z.string().optional(),
});
export type TBillQuery = z.infer<typeof ZBillQuery>;

export const ZPreviewQuery = z.object({
  dataFrameIds: ZIdList,
  dataCurrency: z.string().optional(),
  variancePayrollPeriod: ZPeriod.optional(),
  variancePayrollCycle: ZCycle.optional(),
});
export const ZPreviewPageQuery = z.object({
  dataCurrency: z.string().optional(),
  ...ZPage(100, 100),
  variancePayrollPeriod: ZPeriod.optional(),
  variancePayrollCycle: ZCycle.optional(),
  employeeRef: z.string().optional(),
});

export const ZExportQuery = z.object({
  download: ZDownloadFlag,
  dataFrameIds: ZIdList.optional(),
  employeeRefs: ZIdList.optional(),
  country: z.string().length(2).optional(),
  lspId: z.string().optional(),
  payrollCycle: ZCycle.optional(),
  payrollPeriod: ZPeriod.optional(),
});

export const ZErrorsQuery = z.object({ dataFrameIdsList: ZIdList });
export const ZManualViewQuery = z.object({ payrollPeriod: ZPeriod });
export const ZWorkbookListQuery = z.object({
  ...ZPage(100, 100),
  nextPageKey: int32({ coerce: true, min: 0 }).optional(),
});

export type BulkResult = Record<string, string>;
