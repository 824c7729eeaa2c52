// POST /api/employees/bulk-upload (multipart: companyId and one or more CSV files in `file`): records the upload
// and queues the import (lib/bulk-uploads/run-bulk-import.ts). The page then polls GET .../{bulkUploadId}.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import type { ParsedUpload } from "@/lib/uploads/parse-multipart";
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
  const row = await db.$transaction(async (tx) => {
    const created = await tx.bulkUpload.create({
      data: {
        companyId: parsed.data.companyId,
        fileNames: upload.files.map((f) => f.fileName),
        uploadUrls: upload.files.map((f) => f.storageKey),
        createdById: actor.userId,
      },
      select: { id: true, state: true, companyId: true },
    });
    await recordAudit(tx, {
      actor,
      action: "bulkUpload.create",
      entityType: "BulkUpload",
      entityId: created.id,
      after: { companyId: created.companyId, files: upload.files.length },
    });
    return created;
  });
  await enqueueBulkImport(row.id);
  return row;
}
