// A pay report file (GrossToNetFile) as the payroll API answers it, and its LSP data both ways.
import { Prisma } from "@/generated/prisma/client";
import { isProcessing, type TLspData } from "@/lib/payroll/schema";

export const fileSelect = {
  id: true,
  workbookId: true,
  fileName: true,
  fileType: true,
  country: true,
  lspId: true,
  legalEntityId: true,
  payrollCycle: true,
  payrollPeriod: true,
  source: true,
  processingStatus: true,
  uploadStatus: true,
  uploadedById: true,
  total: true,
  currency: true,
  rowCount: true,
  processedRows: true,
  totalRows: true,
  version: true,
  createdAt: true,
  lsp: { select: { name: true } },
  legalEntity: { select: { name: true } },
  lspData: true,
  _count: { select: { errors: true } },
} satisfies Prisma.GrossToNetFileSelect;

export type FileRecord = Prisma.GrossToNetFileGetPayload<{ select: typeof fileSelect }>;

export function fileDto(f: FileRecord) {
  // Field by field, not `...rest`: object rest copies by a slow runtime path, paid per row of a 100-row list.
  return {
    id: f.id,
    workbookId: f.workbookId,
    fileName: f.fileName,
    fileType: f.fileType,
    country: f.country,
    lspId: f.lspId,
    legalEntityId: f.legalEntityId,
    payrollCycle: f.payrollCycle,
    payrollPeriod: f.payrollPeriod,
    source: f.source,
    processingStatus: f.processingStatus,
    uploadStatus: f.uploadStatus,
    uploadedById: f.uploadedById,
    currency: f.currency,
    rowCount: f.rowCount,
    processedRows: f.processedRows,
    totalRows: f.totalRows,
    version: f.version,
    createdAt: f.createdAt,
    providerName: f.legalEntity?.name ?? f.lsp?.name ?? null,
    lspName: f.lsp?.name ?? null,
    // Spec 2 section 2: '-' while processing.
    total: isProcessing(f.processingStatus) || f.total === null ? null : f.total.toString(),
    hasLspData: !!f.lspData,
    lspData: f.lspData ? lspDataDto(f.lspData) : null,
    errorCount: f._count.errors,
  };
}

export function lspDataDto(l: NonNullable<FileRecord["lspData"]>) {
  return {
    lspBillingCurrency: l.lspBillingCurrency,
    lspExchangeRate: l.lspExchangeRate.toString(),
    lspBillNumber: l.lspBillNumber,
    lspBillUrl: l.lspBillUrl,
    invoiceDate: l.invoiceDate?.toISOString().slice(0, 10) ?? null,
    invoiceDueDate: l.invoiceDueDate?.toISOString().slice(0, 10) ?? null,
    invoiceAmount: l.invoiceAmount.toString(),
    memo: l.memo,
    postingPeriod: l.postingPeriod,
    billType: l.billType,
  };
}

export function lspDataInput(d: TLspData) {
  return {
    lspBillingCurrency: d.lspBillingCurrency,
    lspExchangeRate: new Prisma.Decimal(d.lspExchangeRate),
    lspBillNumber: d.lspBillNumber,
    lspBillUrl: d.lspBillUrl,
    invoiceDate: new Date(`${d.invoiceDate}T00:00:00Z`),
    invoiceDueDate: new Date(`${d.invoiceDueDate}T00:00:00Z`),
    invoiceAmount: new Prisma.Decimal(d.invoiceAmount),
    memo: d.memo,
    postingPeriod: d.postingPeriod,
    billType: d.billType,
  };
}
