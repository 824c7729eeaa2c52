// Pay report uploads (Neeyamo, Snowflake, manual): the file is stored, its DRAFT row committed, then processing queued.
import type { Readable } from "node:stream";
import type { PayrollCycle } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { recordCreation } from "@/lib/workflow";
import { removeStored, storeStream } from "@/lib/storage/files";
import type { TLspData } from "@/lib/payroll/schema";
import { lspDataInput } from "@/lib/payroll/file-dto";
import { enqueueProcessing } from "@/lib/payroll/enqueue";
import { initialScanStatus } from "@/lib/storage/scan-file";
import { lockForCorrection } from "@/lib/payroll/versions/lock-for-correction";

export type UploadMeta = {
  source: "NEEYAMO" | "SNOWFLAKE" | "MANUAL";
  payrollPeriod: string;
  payrollCycle: PayrollCycle;
  country: string;
  lspId: string | null;
  legalEntityId: string | null;
  workbookId?: string | null;
  lspData?: TLspData | null;
  /** Issue 27: the REOPENED report this file corrects (it becomes that report's next version). */
  correctionOf?: string | null;
};

export async function assertProvider(meta: Pick<UploadMeta, "country" | "lspId" | "legalEntityId" | "workbookId">) {
  if (meta.legalEntityId) {
    const le = await db.legalEntity.findUnique({
      where: { id: meta.legalEntityId },
      select: { lspId: true, countryCode: true },
    });
    if (!le || (meta.lspId && le.lspId !== meta.lspId) || le.countryCode !== meta.country)
      throw new AppError("BAD_REQUEST", "Provider is required", {
        fieldErrors: { legalEntityId: ["The legal entity does not match the provider and country."] },
      });
  }
  if (meta.workbookId && !(await db.workbook.findUnique({ where: { id: meta.workbookId }, select: { id: true } })))
    throw new AppError("NOT_FOUND", "Workbook not found");
}

/** Commits the DRAFT row of a stored file (an upload already streamed to storage by lib/storage, or a stream
 *  stored here), with history and audit; only then is the upload acknowledged and the processing job queued.
 *  The job scans the file for viruses before it ingests anything (lib/payroll/pipeline.ts). */
export async function acceptUpload(
  actor: Actor | null,
  meta: UploadMeta,
  file: { name: string } & ({ storageKey: string } | { stream: Readable | NodeJS.ReadableStream }),
  options: { enqueue?: boolean } = {},
) {
  const storageKey =
    "storageKey" in file ? file.storageKey : (await storeStream(file.stream, "pay-reports", ".csv")).storageKey;
  try {
    const created = await db.$transaction(async (tx) => {
      const link = meta.correctionOf ? await lockForCorrection(tx, meta.correctionOf) : null;
      const row = await tx.grossToNetFile.create({
        data: {
          ...link,
          fileName: file.name,
          fileType: "PAY_REGISTER",
          country: meta.country,
          lspId: meta.lspId,
          legalEntityId: meta.legalEntityId,
          workbookId: meta.workbookId ?? null,
          payrollCycle: meta.payrollCycle,
          payrollPeriod: meta.payrollPeriod,
          source: meta.source,
          processingStatus: "DRAFT",
          uploadStatus: "SUCCEEDED",
          storageKey,
          scanStatus: initialScanStatus(),
          uploadedById: actor?.userId ?? null,
          ...(meta.lspData ? { lspData: { create: lspDataInput(meta.lspData) } } : {}),
        },
        select: { id: true, fileName: true, processingStatus: true },
      });
      await recordCreation(tx, payReportWorkflow, {
        id: row.id,
        status: "DRAFT",
        actor,
        action: "payReport.upload",
        after: {
          fileName: file.name,
          country: meta.country,
          lspId: meta.lspId,
          payrollPeriod: meta.payrollPeriod,
          payrollCycle: meta.payrollCycle,
        },
      });
      return row;
    });
    if (options.enqueue !== false) await enqueueProcessing(created.id);
    return created;
  } catch (error) {
    await removeStored(storageKey);
    throw error;
  }
}
