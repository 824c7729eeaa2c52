// What the finance list routes answer (lib/finance/list-invoice-logs.ts, list-billing-items.ts, list-vendors.ts),
// for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { AMOUNT_FIELDS } from "@/lib/finance/schema";
import { INVOICE_LOG_STATUSES, INVOICE_LOG_TYPES } from "@/lib/finance/invoice-log-labels";
import { ZDate, ZDateTime, ZDecimal, ZNextKey, ZSignedLink } from "@/lib/zod/response";
import { COMPANY_INVOICE_STATUSES } from "@/lib/finance/company-invoice-schema";

export const ZInvoiceLogDto = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  employeeCountry: z.string().nullable(),
  invoiceType: z.enum(INVOICE_LOG_TYPES),
  reason: z.string().nullable(),
  triggeredBy: z.string().nullable(),
  status: z.enum(INVOICE_LOG_STATUSES),
  statusLabel: z.enum(["Processed", "Submitted", "Failed"]),
  createdAt: ZDateTime,
  employeeProfileLink: z.string().nullable(),
  simpleInvoice: z
    .object({
      id: z.string(),
      employeeId: z.string().nullable(),
      totalAmount: ZDecimal,
      currency: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      attachmentUrls: z.array(z.string()),
      lspId: z.string().nullable(),
      type: z.string().nullable(),
      error: z.string().nullable(),
      createdAt: ZDateTime,
    })
    .nullable(),
});

export const ZInvoiceLogPage = z.object({ items: z.array(ZInvoiceLogDto), nextPageKey: ZNextKey });

const ZAmounts = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, ZDecimal])) as Record<
  (typeof AMOUNT_FIELDS)[number],
  typeof ZDecimal
>;

/** A billing item (lib/finance/billing-item-dto.ts): its columns, each amount in its currency's decimals. */
export const ZBillingItemDto = z.object({
  id: z.string(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: ZDateTime.nullable().describe("a calendar date, at midnight UTC"),
  companyId: z.string(),
  employeeId: z.string().nullable(),
  lspId: z.string().nullable(),
  currency: z.string(),
  ...ZAmounts,
  paymentStatus: z.string().describe("payment:pending, payment:processed or payment:failed"),
  paymentProcessedAt: ZDateTime.nullable(),
  paymentInstructionExportId: z.string().nullable(),
  clientInvoiceExportId: z.string().describe("NOT_EXPORTED until exported"),
  isBenefit: z.boolean(),
  payrollPeriod: z.string().nullable().describe("yyyyMM"),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
  lsp: z.object({ id: z.string(), name: z.string() }).nullable(),
  company: z.object({ id: z.string(), name: z.string() }),
  employee: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), countryCode: z.string() })
    .nullable(),
});

export const ZBillingItemPage = z.object({ items: z.array(ZBillingItemDto), nextPageKey: ZNextKey });

/** A payment vendor with its LSPs (lib/finance/vendor-select.ts). */
export const ZPaymentVendor = z.object({
  id: z.string(),
  netsuiteName: z.string(),
  netsuiteId: z.string(),
  countryCode: z.string(),
  currencies: z.array(z.string()),
  lsps: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const ZPaymentVendorPage = z.object({ items: z.array(ZPaymentVendor), nextPageKey: ZNextKey });

/** POST /payroll/billing-items/export (spec 3 section 7: url, exportId). */
export const ZBillingExportAnswer = z.object({
  url: z.string().describe("signed link (no session needed) that streams the exported items as CSV"),
  exportId: z.string().describe("stamped on every exported item (clientInvoiceExportId)"),
  expiresAt: ZDateTime,
  itemCount: z.number().int().describe("items stamped by this export"),
  data: ZSignedLink.extend({ exportId: z.string() }),
});

/** GET invoice-reports/companies/{companyId}/invoices (lib/finance/list-company-invoices.ts). */
export const ZCompanyInvoicePage = z.object({
  companyId: z.string(),
  companyName: z.string(),
  items: z.array(
    z.object({
      number: z.string().describe("the invoice number (the invoice id when it has none)"),
      currency: z.string(),
      invoiceDate: ZDate.nullable(),
      dueDate: ZDate.nullable().describe("invoice date + the payment terms"),
      payrollPeriod: z.string().nullable().describe("yyyyMM"),
      amount: ZDecimal,
      itemCount: z.number().int(),
      isBenefit: z.boolean(),
      status: z.enum(COMPANY_INVOICE_STATUSES),
      statusLabel: z.string(),
      downloadUrl: z.string().describe("GET: the invoice's lines as CSV"),
    }),
  ),
  totalCount: z.number().int(),
  outstanding: z.array(
    z.object({
      currency: z.string(),
      amount: ZDecimal,
      invoiceCount: z.number().int(),
      overdueCount: z.number().int(),
    }),
  ),
});
