// The disk backend's upload target (POST /api/document-storage/upload): a browser form post like S3's POST
// Object — the signed fields (key, policy, signature) first, then `file`. The signature, expiry and key prefix
// are checked before any byte is stored; the file is streamed with the policy's size limit counted while
// reading. Recording it is a separate, authorised step (finalizeUpload).
import { Readable } from "node:stream";
import busboy from "busboy";
import { AppError } from "@/lib/errors";
import { isValidKey } from "@/lib/storage/keys";
import { getStore } from "@/lib/storage/store";
import { verifyUploadPolicy } from "@/lib/storage/upload-signature";

export const SIGNED_UPLOAD_MESSAGES = {
  signature: "The upload signature is not valid.",
  expired: "The upload link has expired. Please try again.",
  key: "This upload link does not allow that file name.",
  size: "The file is larger than this upload link allows.",
  noFile: "The form has no file, or the file came before the signed fields.",
} as const;

/** Checks the signed fields sent before the file; returns where to store it and the size limit. */
function authorise(fields: Map<string, string>): { key: string; maxBytes: number } {
  const policy = verifyUploadPolicy(fields.get("policy") ?? "", fields.get("signature") ?? "");
  if (!policy) throw new AppError("FORBIDDEN", SIGNED_UPLOAD_MESSAGES.signature);
  if (policy.expiresAt <= Date.now()) throw new AppError("FORBIDDEN", SIGNED_UPLOAD_MESSAGES.expired);
  const key = fields.get("key") ?? "";
  if (!isValidKey(key) || !key.startsWith(policy.keyPrefix) || key === policy.keyPrefix)
    throw new AppError("FORBIDDEN", SIGNED_UPLOAD_MESSAGES.key);
  return { key, maxBytes: policy.maxBytes };
}

export async function acceptSignedUpload(req: Request): Promise<{ key: string; sizeBytes: number }> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !req.body)
    throw new AppError("BAD_REQUEST", "Expected a multipart form upload.");
  const body = Readable.fromWeb(req.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { files: 1, fields: 20, parts: 25, fieldSize: 16 * 1024 },
  });
  const fields = new Map<string, string>();
  const done = new Promise<{ key: string; sizeBytes: number }>((resolve, reject) => {
    let started = false;
    parser.on("field", (name, value) => {
      if (!started) fields.set(name.toLowerCase(), value);
    });
    parser.on("file", (name, file) => {
      if (name !== "file" || started) return void file.resume();
      started = true;
      let target: { key: string; maxBytes: number };
      try {
        target = authorise(fields);
      } catch (error) {
        file.resume();
        return reject(error);
      }
      getStore()
        .put(target.key, file, { maxBytes: target.maxBytes })
        .then((stored) =>
          stored
            ? resolve({ key: target.key, ...stored })
            : reject(new AppError("BAD_REQUEST", SIGNED_UPLOAD_MESSAGES.size)),
        )
        .catch(reject);
    });
    parser.on("close", () => {
      if (!started) reject(new AppError("BAD_REQUEST", SIGNED_UPLOAD_MESSAGES.noFile));
    });
    parser.on("error", () => reject(new AppError("BAD_REQUEST", "The multipart form could not be read.")));
  });
  body.pipe(parser);
  try {
    return await done;
  } finally {
    body.unpipe(parser);
    body.destroy(); // a refused upload is not read to its end
  }
}
