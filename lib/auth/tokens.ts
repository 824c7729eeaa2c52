// Random secrets handed to users (API tokens, e-mail verification, password links): only their SHA-256 is stored.
import crypto from "node:crypto";

export function newSecret(prefix = ""): string {
  return prefix + crypto.randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}
