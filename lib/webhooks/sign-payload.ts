// The signature scheme (README 'Webhooks'): X-Omni-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>.
import crypto from "node:crypto";

export const SIGNATURE_HEADER = "X-Omni-Signature";
export const EVENT_HEADER = "X-Omni-Event";

export function computeSignature(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, body)}`;
}
