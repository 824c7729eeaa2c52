// POST /api/documents/signed-upload (spec 1 section 7): the step after a browser posted a file to the signed
// upload target of GET /document-storage/presignedpost. finalizeUpload moves it to a server-side key under the
// caller's own prefix; then the same checks as a multipart document upload run on its first bytes (dangerous
// content and the type decided from the bytes, agreeing with the name) before the Document row is recorded
// and the virus scan queued. A refused or unrecordable file is removed from storage.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { recordDocument } from "@/lib/documents/service";
import { finalizeUpload } from "@/lib/storage/finalize-upload";
import { removeFile } from "@/lib/storage/files";
import type { TRegisterSignedUpload } from "@/lib/storage/schema";
import { dangerousContent } from "@/lib/storage/sniff-type";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";

export async function registerSignedUpload(actor: Actor, body: TRegisterSignedUpload) {
  const fileName = body.key.slice(body.key.lastIndexOf("/") + 1);
  const stored = await finalizeUpload(actor, body.key, DOCUMENT_UPLOAD);
  try {
    const mimeType = dangerousContent(stored.head) ? null : DOCUMENT_UPLOAD.sniff(stored.head, fileName);
    if (!mimeType)
      throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.type, { fieldErrors: { key: [DOCUMENT_MESSAGES.type] } });
    const { key: _key, ...fields } = body;
    return await recordDocument(
      actor,
      { storageKey: stored.key, fileName, mimeType, sizeBytes: stored.sizeBytes },
      { ...fields, title: fields.title ?? fileName },
    );
  } catch (error) {
    await removeFile(stored.key).catch(() => {});
    throw error;
  }
}
