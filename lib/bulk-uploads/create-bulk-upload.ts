// POST /api/employees/bulk-upload as a multipart form (the extension beside the spec's JSON of
// create-bulk-upload-from-urls.ts: companyId and one or more CSV files in `file`): records the upload and queues
// the import (lib/bulk-uploads/run-bulk-import.ts). The page then polls GET .../{bulkUploadId}.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import { ZBulkUploadFields } from "@/lib/bulk-uploads/schema";
import { enqueueBulkImport } from "@/lib/bulk-uploads/enqueue";

export async function createBulkUpload(actor: Actor, upload: ParsedUpload) {
  const parsed = ZBulkUploadFields.safeParse(upload.fields);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "companyId is required", {
      fieldErrors: { companyId: ["companyId is required"] },
    });
  if (upload.rejected.length) throw new AppError("BAD_REQUEST", upload.rejected[0].message);
  if (!upload.files.length)
    throw new AppError("BAD_REQUEST", "Please choose a CSV file to import.", {
      fieldErrors: { file: ["Please choose a CSV file to import."] },
    });
  await findCompanyOrThrow(actor, parsed.data.companyId, { id: true });
  return recordBulkUpload(
    actor,
    parsed.data.companyId,
    upload.files.map((f) => ({ fileName: f.fileName, storageKey: f.storageKey })),
  );
}

/** The row, its audit event and the queued import, for files already stored server-side (either way in). */
export async function recordBulkUpload(
  actor: Actor,
  companyId: string,
  files: { fileName: string; storageKey: string }[],
  audit: Record<string, unknown> = {},
) {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.bulkUpload.create({
      data: {
        companyId,
        fileNames: files.map((f) => f.fileName),
        uploadUrls: files.map((f) => f.storageKey),
        createdById: actor.userId,
      },
      select: { id: true, state: true, companyId: true },
    });
    await recordAudit(tx, {
      actor,
      action: "bulkUpload.create",
      entityType: "BulkUpload",
      entityId: created.id,
      after: { companyId: created.companyId, files: files.length, ...audit },
    });
    return created;
  });
  await enqueueBulkImport(row.id);
  return row;
}
