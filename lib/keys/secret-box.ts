// Endpoint secrets at rest: AES-256-GCM. Signing needs the secret itself, so it cannot be hashed; encrypting it
// keeps a database dump from handing out every integrator's signing key. Key: WEBHOOKS_SECRET_KEY, else derived
// from NEXTAUTH_SECRET (rotating that secret means re-creating the endpoints). `purpose` derives a separate key
// per use (the admins' temporary passwords are sealed with their own).
import crypto from "node:crypto";

function key(purpose: string): Buffer {
  const material = process.env.WEBHOOKS_SECRET_KEY || process.env.NEXTAUTH_SECRET;
  if (!material) throw new Error("WEBHOOKS_SECRET_KEY or NEXTAUTH_SECRET must be set to store webhook secrets");
  return Buffer.from(crypto.hkdfSync("sha256", material, "omni-webhooks", purpose, 32));
}

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64url")}`;
}

export function sealSecret(secret: string, purpose = "endpoint-secret"): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(purpose), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

export function openSecret(sealed: string, purpose = "endpoint-secret"): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Unknown webhook secret format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
