// Signed upload targets for one purpose other than documents (an employee import's CSV files, spec 3 section 7:
// the files are posted first, then their locations are sent as uploadUrls). Every key sits under
// `purpose-uploads/<purpose>/<userId>/<uploadId>/`, so a location sent back can be checked to be a target this
// user was issued for this purpose and this batch (uploadId), and nothing else: no other user's key, no
// document upload, no arbitrary URL. A location is the target's url plus its key (spec 1 section 7), or the
// bare key. Knows no domain.
import "server-only";
import crypto from "node:crypto";
import { isValidKey, safeFileName } from "@/lib/storage/keys";
import { getStore, type UploadTarget } from "@/lib/storage/store";

export const PURPOSE_UPLOAD_SECONDS = 10 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (value: string) => UUID.test(value);

export type PurposeUpload = { purpose: string; userId: string; uploadId: string };

/** Every key of one user's batch of uploads for one purpose starts with this. */
export function purposeUploadPrefix({ purpose, userId, uploadId }: PurposeUpload): string {
  return `purpose-uploads/${purpose}/${userId}/${uploadId}/`;
}

/** A file's location as the spec writes it: the target's url plus its key. */
function locationOf(url: string, key: string): string {
  return `${url.replace(/\/+$/, "")}/${key}`;
}

export type PurposeUploadTarget = UploadTarget & { uploadId: string; uploadUrl: string };

/** A target for one file; without `uploadId` a new batch is started (its id is in the answer). */
export async function issuePurposeUploadTarget(options: {
  purpose: string;
  userId: string;
  uploadId?: string;
  filename: string;
  maxBytes: number;
}): Promise<PurposeUploadTarget> {
  const uploadId = options.uploadId ?? crypto.randomUUID();
  if (!isUploadId(uploadId)) throw new Error("uploadId must be a UUID");
  const keyPrefix = `${purposeUploadPrefix({ ...options, uploadId })}${crypto.randomUUID()}/`;
  const key = keyPrefix + safeFileName(options.filename);
  const target = await getStore().uploadTarget({
    key,
    keyPrefix,
    maxBytes: options.maxBytes,
    expiresInSeconds: PURPOSE_UPLOAD_SECONDS,
  });
  return { ...target, uploadId, uploadUrl: locationOf(target.url, key) };
}

/** The key of a location sent back, when it is one of this batch's targets (else null). */
export async function keyOfUploadLocation(location: string, batch: PurposeUpload): Promise<string | null> {
  const prefix = purposeUploadPrefix(batch);
  const at = location.indexOf(prefix);
  if (at < 0) return null;
  const key = location.slice(at);
  // Only the store's own upload url may precede the key: a lookalike on another host names nothing of ours.
  const before = location.slice(0, at);
  if (before !== "" && before !== locationOf(await getStore().uploadTargetUrl(), "")) return null;
  if (!isValidKey(key) || !key.startsWith(prefix) || key.split("/").length !== prefix.split("/").length + 1)
    return null;
  return key;
}
