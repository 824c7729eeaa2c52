// A signed upload target: where the browser posts a file straight to storage (a presigned POST on S3, the app's
// HMAC-signed upload route on disk). The key sits under the caller's own upload prefix, so only they can later
// hand it to finalizeUpload. What may be posted is the domain's rule, passed in (documents:
// lib/documents/issue-document-upload-target.ts with DOCUMENT_UPLOAD).
import "server-only";
import crypto from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { safeFileName } from "@/lib/storage/keys";
import { getStore, type UploadTarget } from "@/lib/storage/store";
import type { UploadPolicy } from "@/lib/storage/upload-policy";

export const UPLOAD_TARGET_SECONDS = 10 * 60;

/** Every key a user's signed uploads may land on starts with this. */
export const uploadPrefixOf = (userId: string) => `uploads/${userId}/`;

/** What a signed target accepts before any byte is seen: the name, and the size cap storage enforces. */
export type UploadTargetPolicy = Pick<UploadPolicy, "maxBytes" | "typeMessage"> & {
  /** Whether a file of this (already made safe) name may be posted; the bytes are checked when it is recorded. */
  acceptsName: (fileName: string) => boolean;
};

export async function issueUploadTarget(
  actor: Actor,
  policy: UploadTargetPolicy,
  filename: string,
  /** The domain's check of what the file will belong to, once the name is accepted (it throws to refuse). */
  authorize: () => Promise<unknown> = async () => {},
): Promise<UploadTarget> {
  const name = safeFileName(filename);
  if (!policy.acceptsName(name))
    throw new AppError("BAD_REQUEST", policy.typeMessage, { fieldErrors: { filename: [policy.typeMessage] } });
  await authorize();
  const keyPrefix = `${uploadPrefixOf(actor.userId)}${crypto.randomUUID()}/`;
  return getStore().uploadTarget({
    key: keyPrefix + name,
    keyPrefix,
    maxBytes: policy.maxBytes,
    expiresInSeconds: UPLOAD_TARGET_SECONDS,
  });
}
