// What the invoice log routes answer (lib/finance/list-invoice-logs.ts), for the OpenAPI document and the
// routes' return type.
import { z } from "zod";
import { INVOICE_LOG_STATUSES, INVOICE_LOG_TYPES } from "@/lib/finance/schema";
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
