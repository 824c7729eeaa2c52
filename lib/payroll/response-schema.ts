// What the pay report routes answer (lib/payroll/file-dto.ts, lib/payroll/list-gross-to-net.ts), for the
// OpenAPI document and the routes' return type.
import { z } from "zod";
import { PAY_REPORT_STATUSES, PAYROLL_CYCLES } from "@/lib/payroll/schema";
import { ZDate, ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

export const ZLspDataDto = z.object({
  lspBillingCurrency: z.string().nullable(),
  lspExchangeRate: ZDecimal,
  lspBillNumber: z.string().nullable(),
  lspBillUrl: z.string().nullable(),
  invoiceDate: ZDate.nullable(),
  invoiceDueDate: ZDate.nullable(),
  invoiceAmount: ZDecimal,
  memo: z.string().nullable(),
  postingPeriod: z.string().nullable(),
  billType: z.enum(["BILL", "BILL_CREDIT"]),
});

export const ZPayReportFile = z.object({
  id: z.string(),
  workbookId: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  country: z.string(),
  lspId: z.string().nullable(),
  legalEntityId: z.string().nullable(),
  payrollCycle: z.enum(PAYROLL_CYCLES),
  payrollPeriod: z.string().describe("yyyyMM"),
  source: z.enum(["NEEYAMO", "SNOWFLAKE", "MANUAL"]),
  processingStatus: z.enum(PAY_REPORT_STATUSES),
  uploadStatus: z.enum(["PENDING", "STARTED", "UPDATED", "SUCCEEDED", "FAILED", "DELETED"]),
  uploadedById: z.string().nullable(),
  total: ZDecimal.nullable().describe("null while the file is processing"),
  currency: z.string().nullable(),
  rowCount: z.number().int(),
  processedRows: z.number().int(),
  totalRows: z.number().int(),
  version: z.number().int(),
  createdAt: ZDateTime,
  providerName: z.string().nullable(),
  lspName: z.string().nullable(),
  hasLspData: z.boolean(),
  lspData: ZLspDataDto.nullable(),
  errorCount: z.number().int(),
});

export const ZPayReportPage = z.object({
  items: z.array(ZPayReportFile),
  pageSize: z.number().int(),
  nextCursor: ZNextKey,
  processingCount: z.number().int().describe("files of the filter still processing"),
  failedFiles: z.array(z.object({ id: z.string(), fileName: z.string() })).describe("the 20 newest in ERROR"),
});

/** One file with its status change log (newest first; updatedBy "System" for the pipeline's own steps). */
export const ZPayReportDetail = ZPayReportFile.extend({
  grossToNetStatusChangeLogs: z.array(
    z.object({
      updatedAt: ZDateTime,
      status: z.string(),
      fromStatus: z.string().nullable(),
      updatedBy: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
