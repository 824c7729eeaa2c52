// The data export's download link: an HMAC-SHA256 over (exportId, expiry) with a key derived for this use
// only, so the link works without a session until it expires and cannot be forged or extended.
import crypto from "node:crypto";
import { DATA_EXPORT_LINK_SECONDS } from "@/lib/data-export/job-names";

function signingKey(): Buffer {
  const secret = process.env.OMNI_STORAGE_SIGNING_SECRET || process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Set OMNI_STORAGE_SIGNING_SECRET (or NEXTAUTH_SECRET) to sign data-export links");
  return crypto.createHmac("sha256", secret).update("omni-data-export-v1").digest();
}

const mac = (exportId: string, expires: number) =>
  crypto.createHmac("sha256", signingKey()).update(`${exportId}.${expires}`).digest("hex");

export function signedExportPath(employeeId: string, exportId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + DATA_EXPORT_LINK_SECONDS;
  const path = `/api/employees/${encodeURIComponent(employeeId)}/data-export/${encodeURIComponent(exportId)}/download`;
  return { url: `${path}?expires=${expires}&signature=${mac(exportId, expires)}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = "ok" | "expired" | "invalid";

export function checkExportSignature(
  exportId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(mac(exportId, expires), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "invalid";
  return expires * 1000 < now ? "expired" : "ok";
}
