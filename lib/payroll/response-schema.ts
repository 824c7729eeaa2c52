// What the pay report routes answer (lib/payroll/file-dto.ts, list-gross-to-net.ts, bill-detail.ts,
// preview-page.ts, list-workbooks.ts), for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { ApplicationType, WorkbookStatus } from "@/generated/prisma/enums";
import { CATEGORY_KEYS, PAYROLL_CYCLES } from "@/lib/payroll/schema";
import { PAY_REPORT_STATUSES } from "@/lib/payroll/pay-report-status";
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
  pageIndex: z.number().int().describe("0-based; with `cursor`, the index the client gave"),
  totalCount: z
    .number()
    .int()
    .describe("files matching the filters (page count: ceil(totalCount / pageSize), at least 1)"),
  nextCursor: ZNextKey.describe("keyset extension: pass as `cursor` for the next page (faster than a deep pageIndex)"),
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

/** The variance categories (VARIANCE_COLUMNS of lib/payroll/bill-employees.ts), total last. */
const ZCategory = z.enum(CATEGORY_KEYS as [(typeof CATEGORY_KEYS)[number], ...typeof CATEGORY_KEYS]);

/** One employee of an LSP bill or a pay report preview (lib/payroll/bill-employees.ts BillEmployeeRow). */
export const ZBillEmployee = z.object({
  gtnId: z.string().describe("the pay report file of the row"),
  employeeRef: z.string().describe("the employee id as written in the file"),
  employeeId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  currency: z.string(),
  status: z.enum(PAY_REPORT_STATUSES).describe("the file's status"),
  lspBillNumber: z.string().nullable(),
  justificationId: z.string().nullable(),
  justification: z.string().nullable(),
  errorCount: z.number().int().describe("the file's processing errors"),
  totals: z.record(z.enum([...ZCategory.options, "eeDeductions", "erContribution"]), ZDecimal),
  variances: z
    .record(ZCategory, z.object({ previous: ZDecimal, variance: ZDecimal, variancePercentage: z.number() }))
    .optional()
    .describe("against the previous period and cycle, when the query names one"),
});

const ZVarianceAmounts = { current: ZDecimal, previous: ZDecimal, change: ZDecimal };

/** The bill's variance chart: per currency, each category's totals and the employees whose total moved most. */
export const ZVarianceSummary = z.array(
  z.object({
    currency: z.string(),
    /** False when the comparison month has no processed register: there is nothing to compare. */
    hasPrevious: z.boolean().optional(),
    categories: z.array(z.object({ category: ZCategory, ...ZVarianceAmounts })),
    movers: z.array(z.object({ employeeRef: z.string(), name: z.string(), ...ZVarianceAmounts })),
  }),
);

const ZVariance = z.object({ period: z.string().describe("yyyyMM"), cycle: z.enum(PAYROLL_CYCLES) });

/** GET /api/gross-to-net/view/detail: the LSP bill of a country, LSP, cycle and period, a page of its employees. */
export const ZBillDetail = z.object({
  country: z.string(),
  countryName: z.string(),
  lspId: z.string(),
  providerName: z.string().nullable(),
  payrollCycle: z.enum(PAYROLL_CYCLES),
  payrollPeriod: z.string().describe("yyyyMM"),
  reportSummary: z.array(ZPayReportFile.extend({ gtnId: z.string() })).describe("the bill's files, discarded left out"),
  totals: z.object({
    grandTotalInBillingCurrency: ZDecimal,
    billingCurrency: z.string().nullable(),
    uploadedEmployees: z.number().int(),
    uploadedRecords: z.number().int(),
    approvedRecords: z.number().int(),
    publishedRecords: z.number().int(),
  }),
  employees: z.object({
    items: z.array(ZBillEmployee),
    pageTotalCount: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
  variance: ZVariance.nullable(),
  varianceSummary: ZVarianceSummary.nullable(),
});

/** GET /api/report/payroll/preview/{dataFrameId}: a page of one pay report's employees. */
export const ZPreviewPage = z.object({
  file: z.object({
    id: z.string(),
    country: z.string(),
    lspId: z.string().nullable(),
    fileName: z.string(),
    processingStatus: z.enum(PAY_REPORT_STATUSES),
    currency: z.string().nullable(),
  }),
  items: z.array(ZBillEmployee),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  pageIndex: z.number().int(),
  concepts: z
    .array(
      z.object({
        rowNumber: z.number().int(),
        concept: z.string(),
        value: ZDecimal,
        applicationType: z.enum(ApplicationType).nullable(),
        category: z.string().nullable(),
        omniplatformCategory: z.string().nullable().describe("the same as category"),
        payrollGlobal: z.string().nullable(),
        payrollGlobalSubCategory: z.string().nullable(),
        inputType: z.string().nullable(),
      }),
    )
    .optional()
    .describe("with employeeRef: that employee's pay lines in the file"),
});

/** GET /api/workbook (and /api/payroll/payroll-instances): workbooks newest period first, offset-paged. */
export const ZWorkbookList = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      month: z.number().int(),
      year: z.number().int(),
      status: z.enum(WorkbookStatus),
      createdAt: ZDateTime,
      fileCount: z.number().int(),
      totals: z
        .array(z.object({ currency: z.string().nullable(), total: ZDecimal.nullable(), fileCount: z.number().int() }))
        .describe("per currency of its files"),
    }),
  ),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  nextPageKey: z.number().int().nullable().describe("the next pageIndex; null on the last page"),
});
