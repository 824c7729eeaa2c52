// POST /api/employees/bulk-upload with the spec's JSON { uploadUrls, companyId, uploadId } (spec 3 section 7):
// the CSV files were posted to upload targets of GET .../bulk-upload/upload-target first. Each uploadUrl must be a
// target this caller was issued for an employee import in the batch uploadId (another user's file, a document
// upload, an unknown or arbitrary URL: 400 naming uploadUrls.<i>), and the file must be there, within the size
// limit and CSV text. Every file is checked before any is taken, so a refused request leaves them all in place to
// send again; then each is moved to a server-side key (finalizeUpload) and the upload is recorded as for a form.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { finalizeUpload, HEAD_BYTES } from "@/lib/storage/finalize-upload";
import { removeFile } from "@/lib/storage/files";
import { getStore } from "@/lib/storage/store";
import { keyOfUploadLocation, purposeUploadPrefix } from "@/lib/storage/purpose-upload-target";
import { sniffCsv } from "@/lib/storage/sniff-type";
import { employeeImportUpload } from "@/lib/bulk-uploads/upload-policy";
import { EMPLOYEE_IMPORT_UPLOAD } from "@/lib/bulk-uploads/issue-import-upload-target";
import { MAX_IMPORT_BYTES, type TBulkUploadJson } from "@/lib/bulk-uploads/schema";
import { recordBulkUpload } from "@/lib/bulk-uploads/create-bulk-upload";

export const UPLOAD_URL_MESSAGES = {
  notIssued: "This is not a file you uploaded for this import: request an upload target and post the file to it.",
  missing: "The file was not found at this uploadUrl: post the file to its upload target first.",
  twice: "This file is listed twice.",
} as const;

const refuse = (index: number, message: string) =>
  new AppError("BAD_REQUEST", message, { fieldErrors: { [`uploadUrls.${index}`]: [message] } });

async function readHead(key: string): Promise<Buffer | null> {
  const source = await getStore().get(key);
  if (!source) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break; // leaving the loop closes the stream
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}

export async function createBulkUploadFromUrls(actor: Actor, body: TBulkUploadJson) {
  await findCompanyOrThrow(actor, body.companyId, { id: true });
  const batch = { purpose: EMPLOYEE_IMPORT_UPLOAD, userId: actor.userId, uploadId: body.uploadId };
  const policy = employeeImportUpload();
  const keys: string[] = [];
  for (const [i, location] of body.uploadUrls.entries()) {
    const key = await keyOfUploadLocation(location, batch);
    if (!key) throw refuse(i, UPLOAD_URL_MESSAGES.notIssued);
    if (keys.includes(key)) throw refuse(i, UPLOAD_URL_MESSAGES.twice);
    const stat = await getStore().stat(key);
    if (!stat) throw refuse(i, UPLOAD_URL_MESSAGES.missing);
    if (stat.sizeBytes > MAX_IMPORT_BYTES) throw refuse(i, policy.sizeMessage);
    const head = await readHead(key);
    if (!head) throw refuse(i, UPLOAD_URL_MESSAGES.missing);
    if (!sniffCsv(head, key)) throw refuse(i, policy.typeMessage);
    keys.push(key);
  }
  const files: { fileName: string; storageKey: string }[] = [];
  try {
    for (const key of keys) {
      const stored = await finalizeUpload(
        actor,
        key,
        { maxBytes: MAX_IMPORT_BYTES, folder: policy.folder, sizeMessage: policy.sizeMessage },
        { prefix: purposeUploadPrefix(batch) },
      );
      files.push({ fileName: key.slice(key.lastIndexOf("/") + 1), storageKey: stored.key });
    }
    return await recordBulkUpload(actor, body.companyId, files, { uploadId: body.uploadId });
  } catch (error) {
    await Promise.all(files.map((f) => removeFile(f.storageKey).catch(() => {})));
    throw error;
  }
}
