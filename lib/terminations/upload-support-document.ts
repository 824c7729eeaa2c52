// POST /api/terminations/documents: a termination support document, stored under
// terminations/{companyId}/{employeeId} (spec 2 section 7). The multipart pipeline (lib/storage) streams,
// sniffs and size-checks the file; it is then moved under the employee's folder and recorded.
import "server-only";
import crypto from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow, employeeNotFound } from "@/lib/access/employee";
import { readStream, removeFile, writeStream } from "@/lib/storage/files";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import type { UploadPolicy } from "@/lib/storage/upload-policy";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";
import { enqueueScan, initialScanStatus } from "@/lib/storage/scan-file";

export const TERMINATION_UPLOAD: UploadPolicy = { ...DOCUMENT_UPLOAD, folder: "terminations" };

const ZFields = z.object({ companyId: z.string().min(1).max(64), employeeId: z.string().min(1).max(64) });

export async function uploadTerminationDocument(actor: Actor, upload: ParsedUpload) {
  const file = upload.files.find((f) => f.field === "file");
  if (!file)
    throw new AppError("BAD_REQUEST", "Please choose a file.", { fieldErrors: { file: ["Please choose a file."] } });
  try {
    const fields = ZFields.parse(upload.fields);
    const employee = await findEmployeeOrThrow(actor, fields.employeeId, { select: { id: true, companyId: true } });
    if (employee.companyId !== fields.companyId) throw employeeNotFound();
    const ext = file.storageKey.includes(".") ? file.storageKey.slice(file.storageKey.lastIndexOf(".")) : "";
    const key = `terminations/${employee.companyId}/${employee.id}/${crypto.randomUUID()}${ext}`;
    await writeStream(key, readStream(file.storageKey));
    await removeFile(file.storageKey).catch(() => {});
    file.storageKey = key;
  } catch (error) {
    await removeFile(file.storageKey).catch(() => {});
    throw error;
  }
  const scanStatus = initialScanStatus();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.document.create({
      data: {
        title: file.fileName.slice(0, 200),
        type: "TERMINATION_SUPPORT",
        storageKey: file.storageKey,
        fileName: file.fileName.slice(0, 255),
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        status: scanStatus === "PENDING" ? "PROCESSING" : "READY",
        scanStatus,
        companyId: upload.fields.companyId,
        employeeId: upload.fields.employeeId,
        tenantId: upload.fields.companyId,
        uploadedById: actor.userId,
      },
      select: { id: true, title: true, fileName: true, sizeBytes: true },
    });
    await recordAudit(tx, {
      actor,
      action: "termination.document.create",
      entityType: "Document",
      entityId: created.id,
      after: { fileName: created.fileName, storageKey: file.storageKey },
    });
    return created;
  });
  if (scanStatus === "PENDING") await enqueueScan({ kind: "document", id: row.id });
  return row;
}
