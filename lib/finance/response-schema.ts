// What the finance list routes answer (lib/finance/list-invoice-logs.ts, list-billing-items.ts, list-vendors.ts),
// for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { AMOUNT_FIELDS, INVOICE_LOG_STATUSES, INVOICE_LOG_TYPES } from "@/lib/finance/schema";
import { ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

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
