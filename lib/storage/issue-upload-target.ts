// GET /api/document-storage/presignedpost: where the browser posts a document straight to storage (a presigned
// POST on S3, the app's HMAC-signed upload route on disk). The key sits under the caller's own upload prefix,
// so only they can later hand it to finalizeUpload; the owner is checked now and again when the document is
// recorded.
import "server-only";
import crypto from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { resolveDocumentOwner } from "@/lib/access/document";
import { ALLOWED_DOCUMENT_TYPES, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { safeFileName } from "@/lib/storage/keys";
import { getStore, type UploadTarget } from "@/lib/storage/store";
import type { TUploadTargetQuery } from "@/lib/storage/schema";

export const UPLOAD_TARGET_SECONDS = 10 * 60;

/** Every key a user's signed uploads may land on starts with this. */
export const uploadPrefixOf = (userId: string) => `uploads/${userId}/`;

export async function issueUploadTarget(actor: Actor, query: TUploadTargetQuery): Promise<UploadTarget> {
  const name = safeFileName(query.filename);
  const ext = name.includes(".") ? name.slice(name.lastIndexOf(".")).toLowerCase() : "";
  if (!Object.values(ALLOWED_DOCUMENT_TYPES).some((exts) => exts.includes(ext)))
    throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.type, { fieldErrors: { filename: [DOCUMENT_MESSAGES.type] } });
  await resolveDocumentOwner(actor, query); // a company, employee or user the caller cannot reach is not found
  const keyPrefix = `${uploadPrefixOf(actor.userId)}${crypto.randomUUID()}/`;
  return getStore().uploadTarget({
    key: keyPrefix + name,
    keyPrefix,
    maxBytes: MAX_DOCUMENT_BYTES,
    expiresInSeconds: UPLOAD_TARGET_SECONDS,
  });
}
