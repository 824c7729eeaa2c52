// POST /gross-to-net/{id}/versions (multipart, one .csv in fileContent): the corrected register of a REOPENED
// report, committed as its next version through the normal upload and pipeline (lib/payroll/accept-upload.ts):
// same workbook, country, provider, legal entity, period and cycle, reportVersion = previous + 1 and
// previousVersionId = the reopened report; its LSP data is carried over (still editable on the new version).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import type { TLspData } from "@/lib/payroll/schema";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

export async function uploadCorrectedVersion(actor: Actor, id: string, upload: ParsedUpload) {
  const previous = await findPayReportOrThrow(id, {
    processingStatus: true,
    source: true,
    payrollPeriod: true,
    payrollCycle: true,
    country: true,
    lspId: true,
    legalEntityId: true,
    workbookId: true,
    lspData: true,
  });
  if (previous.processingStatus !== "REOPENED")
    throw new AppError("UNPROCESSABLE", "Reopen the pay report before uploading a corrected version.");
  if (upload.rejected.length)
    throw new AppError("BAD_REQUEST", upload.rejected[0].message, {
      fieldErrors: { fileContent: [upload.rejected[0].message] },
    });
  const file = upload.files[0];
  if (!file)
    throw new AppError("BAD_REQUEST", "Please choose the corrected .csv file.", {
      fieldErrors: { fileContent: ["Please choose the corrected .csv file."] },
    });
  const l = previous.lspData;
  const lspData: TLspData | null = l
    ? {
        lspBillingCurrency: l.lspBillingCurrency ?? "",
        lspExchangeRate: Number(l.lspExchangeRate),
        lspBillNumber: l.lspBillNumber ?? "",
        lspBillUrl: l.lspBillUrl ?? "",
        invoiceDate: isoDay(l.invoiceDate),
        invoiceDueDate: isoDay(l.invoiceDueDate),
        invoiceAmount: Number(l.invoiceAmount),
        memo: l.memo ?? "",
        postingPeriod: l.postingPeriod ?? "",
        billType: l.billType,
      }
    : null;
  const row = await acceptUpload(
    actor,
    {
      source: previous.source,
      payrollPeriod: previous.payrollPeriod,
      payrollCycle: previous.payrollCycle,
      country: previous.country,
      lspId: previous.lspId,
      legalEntityId: previous.legalEntityId,
      workbookId: previous.workbookId,
      lspData,
      correctionOf: id,
    },
    { name: file.fileName, storageKey: file.storageKey },
  );
  const created = await db.grossToNetFile.findUniqueOrThrow({
    where: { id: row.id },
    select: { id: true, fileName: true, processingStatus: true, reportVersion: true, previousVersionId: true },
  });
  return created;
}
