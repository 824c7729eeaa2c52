// GET /api/employees/bulk-upload/upload-target?filename=&uploadId=: where the browser posts one import CSV before
// POST /api/employees/bulk-upload names it in uploadUrls (spec 3 section 7). The answer is the signed target
// ({ url, fields incl. key, expiresAt }) plus the batch's uploadId and the file's uploadUrl (url plus key).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { issuePurposeUploadTarget } from "@/lib/storage/purpose-upload-target";
import { MAX_IMPORT_BYTES, type TImportUploadTargetQuery } from "@/lib/bulk-uploads/schema";

/** The purpose of an import file's upload target: a document target's key is not accepted as one. */
export const EMPLOYEE_IMPORT_UPLOAD = "employee-import";

export function issueImportUploadTarget(actor: Actor, query: TImportUploadTargetQuery) {
  return issuePurposeUploadTarget({
    purpose: EMPLOYEE_IMPORT_UPLOAD,
    userId: actor.userId,
    uploadId: query.uploadId,
    filename: query.filename,
    maxBytes: MAX_IMPORT_BYTES,
  });
}
