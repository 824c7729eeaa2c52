// Finance (spec 2 sections 2, 3, 5, 7): the zod schemas of every finance form, query and body and the keyset page
// key; the invoice-log labels live in the zod-free lib/finance/invoice-log-labels.ts. Pure: shared by route
// handlers, pages and unit tests (no Prisma here).
import { z } from "zod";
import { isCalendarDate } from "@/lib/zod/date";
import { isKnownCurrency } from "@/lib/money";
import { PERIOD_MESSAGE, PERIOD_RE } from "@/lib/payroll/company-reports/schema";
import { INVOICE_LOG_STATUSES, INVOICE_LOG_TYPES } from "@/lib/finance/invoice-log-labels";

export const INVOICE_LOG_PAGE_SIZE = 100;
export const PAYMENT_STATUSES = ["payment_pending", "payment_processed", "payment_failed"] as const;
/** The billing item's amount columns, answered in their currency's decimals (lib/finance/billing-item-dto.ts). */
export const AMOUNT_FIELDS = [
  "totalAmount",
  "salaryAmount",
  "lspFeeAmount",
  "expenseAmount",
  "variableAmount",
  "socialCostsAmount",
  "visaFeesAmount",
  "pensionContributionAmount",
  "onOffAmount",
  "depositAmount",
  "benefitAmount",
  "nonStatutoryPensionAmount",
  "nonStatutoryBenefitAmount",
  "incTaxAmount",
  "stLoanAmount",
  "healthAmount",
  "gstAmount",
] as const;

/** "payment_processed" -> "payment:processed" (the spec's wire value). */
export const paymentStatusLabel = (status: string) => status.replace("_", ":");

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(DATE_RE, `${label} must be a date in yyyy-MM-dd format.`)
    .refine(isCalendarDate, `${label} is not a valid date.`);

export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isKnownCurrency, "Unknown currency code (use ISO 4217, e.g. EUR).");

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(20));

export const ZInvoiceLogFilters = z
  .object({
    statuses: oneOrMany(z.enum(INVOICE_LOG_STATUSES)).optional(),
    invoiceTypes: oneOrMany(z.enum(INVOICE_LOG_TYPES)).optional(),
    currency: ZCurrency.optional(),
    employeeCountry: z.string().trim().toUpperCase().length(2, "Country must be a 2-letter code.").optional(),
    fromDate: isoDate("From date").optional(),
    toDate: isoDate("To date").optional(),
    clientOrEmployeeNameQuery: z.string().trim().max(100).optional(),
  })
  .refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, {
    message: "To date should be after the from date",
    path: ["toDate"],
  });
export type TInvoiceLogFilters = z.infer<typeof ZInvoiceLogFilters>;

export const ZNextPageKey = z.object({ nextPageKey: z.string().trim().max(200).optional() });
export const ZInvoiceLogIds = z.object({
  invoiceLogIds: z.array(z.string().trim().min(1).max(64)).min(1, "Select at least one invoice log.").max(1000),
});

// --- balances (spec 2 sections 5, 7) ---
export const ZCompanyParams = z.object({ companyId: z.string().trim().min(1, "Company is required.").max(64) });

/** Spec 2 section 5, date range form: both required, start before end, start not in the future. */
export function dateRangeSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      from_date: z
        .string({ error: "Start date is required" })
        .trim()
        .min(1, "Start date is required")
        .pipe(isoDate("Start date")),
      to_date: z
        .string({ error: "End date is required" })
        .trim()
        .min(1, "End date is required")
        .pipe(isoDate("End date")),
    })
    .superRefine((range, ctx) => {
      // An empty or invalid date already has its own message: compare only two real dates.
      if (!isCalendarDate(range.from_date) || !isCalendarDate(range.to_date)) return;
      if (range.from_date > now().toISOString().slice(0, 10))
        ctx.addIssue({ code: "custom", path: ["from_date"], message: "Start date cannot be in the future" });
      if (range.from_date >= range.to_date) {
        ctx.addIssue({ code: "custom", path: ["from_date"], message: "Start date should be before the end date" });
        ctx.addIssue({ code: "custom", path: ["to_date"], message: "End date should be after the start date" });
      }
    });
}
export const ZTransactionBalanceQuery = z.intersection(z.object({ currency: ZCurrency }), dateRangeSchema());
export type TTransactionBalanceQuery = z.infer<typeof ZTransactionBalanceQuery>;

/** Start defaults to the start of the month (spec 2 section 5). */
export function defaultDateRange(today = new Date()) {
  const iso = today.toISOString().slice(0, 10);
  return { from_date: `${iso.slice(0, 7)}-01`, to_date: iso };
}

// --- invoices and billing items ---
export const ZPeriod = z.string().trim().regex(PERIOD_RE, PERIOD_MESSAGE);
export const ZCreateInvoice = z.object({ companyId: z.string().trim().min(1).max(64), payrollPeriod: ZPeriod });
export type TCreateInvoice = z.infer<typeof ZCreateInvoice>;
export const ZInvoiceParams = z.object({ invoiceId: z.string().trim().min(1).max(64) });
export const ZEmployeeParams = z.object({ employeeId: z.string().trim().min(1).max(64) });

export const ZBillingItemFilters = z.object({
  companyId: z.string().trim().max(64).optional(),
  lspId: z.string().trim().max(64).optional(),
  payrollPeriod: ZPeriod.optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  currency: ZCurrency.optional(),
});
export type TBillingItemFilters = z.infer<typeof ZBillingItemFilters>;
export const ZBillingItemsQuery = ZBillingItemFilters.extend({ view: z.enum(["client", "lsp"]).default("client") });
export const ZBillingItemsPageQuery = ZBillingItemFilters.extend({
  nextPageKey: z.string().trim().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZReconciliationQuery = z.object({ payrollPeriod: ZPeriod.optional() });

// --- payments, vendors, customers ---
export const ZVendorParams = z.object({ id: z.string().trim().min(1).max(64) });
export const ZVendorList = z.object({
  nextPageKey: z.string().trim().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZVendorPatch = z
  .object({
    netsuiteName: z.string().trim().min(1, "Name is required").max(200).optional(),
    countryCode: z.string().trim().toUpperCase().length(2, "Country must be a 2-letter code.").optional(),
    currencies: z.array(ZCurrency).max(20).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change." });
export const ZVendorEntitiesQuery = z.object({
  "entity-id-list[]": oneOrMany(z.string().trim().min(1).max(64)).optional(),
});
export const ZCustomersQuery = z.object({ entityType: z.enum(["company", "lsp"]).optional() });

// --- parsed employee costs (spec 2 section 3: invoiceTotal, per-employee cost lines, errors) ---
export const EMPLOYEE_COST_COLUMNS = ["employeeId", "employeeName", "description", "amount"] as const;
export const MAX_EMPLOYEE_COST_ROWS = 10_000;
export const EMPLOYEE_COST_MESSAGES = {
  failed: "The file could not be parsed: fix the rows listed and upload it again.",
  empty: "The file has no cost rows.",
  notFound: "Employee not found",
  otherProvider: "Employee does not belong to the selected provider",
  nameMismatch: "Employee name does not match the employee id",
} as const;
export const ZEmployeeCostFields = z.object({
  lspId: z.string({ error: "Provider is required." }).trim().min(1, "Provider is required.").max(64),
  currency: ZCurrency,
});
export const ZEmployeeCostRow = z.object({
  employeeId: z.string().trim().min(1, "employeeId is required").max(64, "employeeId is too long"),
  employeeName: z.string().trim().max(200).optional().default(""),
  description: z.string().trim().max(200).optional().default(""),
  amount: z
    .string({ error: "amount is required" })
    .trim()
    .regex(/^-?\d{1,3}(,?\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/, "amount must be a number such as 1234.50"),
});
export type EmployeeCostLine = {
  row: number;
  employeeId: string;
  employeeName: string;
  countryCode: string;
  description: string;
  amount: string;
};
export type EmployeeCostError = { row: number; employeeId: string; error: string };
export type EmployeeCostSummary = {
  lspId: string;
  currency: string;
  invoiceTotal: string;
  employees: EmployeeCostLine[];
  errors: EmployeeCostError[];
};
