// For receivers (and our tests): checks an X-Omni-Signature header against the raw body. Constant-time compare,
// and a timestamp tolerance against replays of captured requests.
import crypto from "node:crypto";
import { computeSignature } from "@/lib/webhooks/sign-payload";

export function verifySignature(input: {
  secret: string;
  /** The X-Omni-Signature header value. */
  header: string | null | undefined;
  /** The raw request body, exactly as received. */
  body: string;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  if (!input.header) return false;
  const parts = new Map<string, string[]>();
  for (const item of input.header.split(",")) {
    const [k, ...v] = item.trim().split("=");
    parts.set(k, [...(parts.get(k) ?? []), v.join("=")]);
  }
  const t = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(t)) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (input.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(computeSignature(input.secret, t, input.body), "hex");
  // Several v1 values may appear while a secret is rotated: any match passes.
  return (parts.get("v1") ?? []).some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}
