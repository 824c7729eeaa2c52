// The disk backend's upload target (POST /api/document-storage/upload): a browser form post like S3's POST
// Object — the signed fields (key, policy, signature) first, then `file`. The signature, expiry and key prefix
// are checked before any byte is stored; the file is streamed with the policy's size limit counted while
// reading. Recording it is a separate, authorised step (finalizeUpload). Every refusal (signature, a form without
// a boundary, a truncated form, a client that goes away) is one AppError (4xx), never an uncaught stream error.
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { AppError } from "@/lib/errors";
import { isValidKey } from "@/lib/storage/keys";
import { getStore } from "@/lib/storage/store";
import { fromWebStream, REQUEST_DRAIN_BYTES } from "@/lib/storage/streams";
import { verifyUploadPolicy } from "@/lib/storage/upload-signature";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";

export const SIGNED_UPLOAD_MESSAGES = {
  signature: "The upload signature is not valid.",
  expired: "The upload link has expired. Please try again.",
  key: "This upload link does not allow that file name.",
  size: "The file is larger than this upload link allows.",
  noFile: "The form has no file, or the file came before the signed fields.",
  unreadable: "The multipart form could not be read.",
  interrupted: UPLOAD_MESSAGES.interrupted,
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
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 20, parts: 25, fieldSize: 16 * 1024 },
    });
  } catch {
    // No boundary (or one busboy cannot use): refused before a byte of the body is read.
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart);
  }
  // A refused upload's body is drained (then cancelled past the limit), never torn down mid-read: see fromWebStream.
  const body = fromWebStream(req.body, { drainBytes: REQUEST_DRAIN_BYTES });
  const fields = new Map<string, string>();
  const unreadable = () => new AppError("BAD_REQUEST", SIGNED_UPLOAD_MESSAGES.unreadable);
  const done = new Promise<{ key: string; sizeBytes: number }>((resolve, reject) => {
    let started = false;
    const fileError = (message: string) => new AppError("BAD_REQUEST", message, { fieldErrors: { file: [message] } });
    parser.on("field", (name, value) => {
      if (!started) fields.set(name.toLowerCase(), value);
    });
    parser.on("file", (name, file) => {
      // busboy destroys the part of a truncated form with an error; the parser's own error answers for it.
      file.on("error", () => {});
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
          stored ? resolve({ key: target.key, ...stored }) : reject(fileError(SIGNED_UPLOAD_MESSAGES.size)),
        )
        // A write that failed because the form broke off is the client's malformed form, not a storage fault.
        .catch((error: unknown) => reject(parser.errored ? unreadable() : error));
    });
    parser.on("close", () => {
      if (!started) reject(fileError(SIGNED_UPLOAD_MESSAGES.noFile));
    });
    parser.on("error", () => reject(unreadable()));
    body.on("error", () => reject(new AppError("BAD_REQUEST", SIGNED_UPLOAD_MESSAGES.interrupted)));
    pipeline(body, parser).catch(() => reject(unreadable()));
  });
  try {
    return await done;
  } finally {
    // Whatever the outcome, stop parsing; a refused upload is not read to its end.
    body.destroy();
    parser.destroy();
  }
}
