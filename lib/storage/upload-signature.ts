// The disk backend's stand-in for an S3 POST policy: an HMAC-SHA256 signed, expiring policy naming the key
// prefix and the size limit. Verified by lib/storage/accept-signed-upload.ts.
import crypto from "node:crypto";

export type UploadPolicy = { keyPrefix: string; maxBytes: number; expiresAt: number };

function signingKey(): Buffer {
  const secret = process.env.OMNI_STORAGE_SIGNING_SECRET || process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Set OMNI_STORAGE_SIGNING_SECRET (or NEXTAUTH_SECRET) to sign upload targets");
  // A key of its own, so an upload signature can never stand in for another use of the secret.
  return crypto.createHmac("sha256", secret).update("omni-storage-upload-v1").digest();
}

const mac = (encoded: string) => crypto.createHmac("sha256", signingKey()).update(encoded).digest("hex");

export function signUploadPolicy(policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64url");
  return { policy: encoded, signature: mac(encoded) };
}

/** The policy when the signature is right, else null (expiry is the caller's check: it has its own message). */
export function verifyUploadPolicy(encoded: string, signature: string): UploadPolicy | null {
  const expected = Buffer.from(mac(encoded), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const policy = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UploadPolicy;
    const ok =
      typeof policy.keyPrefix === "string" &&
      Number.isSafeInteger(policy.maxBytes) &&
      Number.isSafeInteger(policy.expiresAt);
    return ok ? policy : null;
  } catch {
    return null;
  }
}
