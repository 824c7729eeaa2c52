// A letter's seal: the SHA-256 of the PDF's exact bytes, signed (Ed25519) by the platform key the payroll packs use
// (lib/keys/platform-signing-key.ts). The signature covers the 32 raw digest bytes; anyone holding the public key
// (GET /api/payroll/packs/public-key) can check a letter's stored signature against the hash of a file.
import crypto, { type KeyObject } from "node:crypto";
import { platformSigningKey, signBytes, type PlatformSigningKey } from "@/lib/keys/platform-signing-key";

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** The PDF's SHA-256 (hex) and the base64 Ed25519 signature of that digest. */
export function sealLetter(bytes: Uint8Array, key: PlatformSigningKey = platformSigningKey()) {
  const sha256 = sha256Hex(bytes);
  return { sha256, signature: signBytes(Buffer.from(sha256, "hex"), key) };
}

/** Whether `signature` is the platform key's signature of this SHA-256 (hex). Never throws on bad input. */
export function signatureMatches(
  sha256: string,
  signature: string,
  publicKey: KeyObject = platformSigningKey().publicKey,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return false;
  try {
    return crypto.verify(null, Buffer.from(sha256, "hex"), publicKey, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}
