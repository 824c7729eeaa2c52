// The platform's Ed25519 signing key (signed payroll packs; anything the platform signs for others to verify).
// Node's crypto only; imports no domain. Where the key comes from, first match wins:
//   PACK_SIGNING_KEY       the private key itself, PEM PKCS#8 ("-----BEGIN PRIVATE KEY-----...", "\n" escapes allowed);
//   PACK_SIGNING_KEY_FILE  a file holding it;
//   <data folder>/pack-signing-key.pem, the data folder being OMNI_DATA_DIR or .data (like the session secret,
//                          scripts/start.ts): generated there once (mode 0600) when missing.
// keyId = the first 16 hex digits of the SHA-256 of the public key's DER (SPKI): it names the key in a manifest.
// No "server-only" marker: the background worker and scripts/verify-pack.ts use it too.
import crypto, { type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SIGNING_KEY_FILE_NAME = "pack-signing-key.pem";

export type PlatformSigningKey = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key, PEM SPKI ("-----BEGIN PUBLIC KEY-----"). */
  publicKeyPem: string;
  keyId: string;
};

/** The default key file: <OMNI_DATA_DIR or .data>/pack-signing-key.pem, resolved from the working directory. */
export function defaultSigningKeyFile(): string {
  return path.resolve(process.env.OMNI_DATA_DIR ?? ".data", SIGNING_KEY_FILE_NAME);
}

/** keyId of a public key: the first 16 hex digits of the SHA-256 of its DER (SPKI). */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: "spki", format: "der" });
  return crypto.createHash("sha256").update(der).digest("hex").slice(0, 16);
}

/** Writes a fresh key file unless one exists; concurrent callers (web and worker) end up with the same key. */
function generateKeyFile(file: string): void {
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temp, pem, { mode: 0o600 });
  try {
    fs.linkSync(temp, file); // atomic and exclusive: fails when another process won
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function privateKeyPem(): { pem: string; source: string } {
  const inline = process.env.PACK_SIGNING_KEY?.trim();
  if (inline) return { pem: inline.replace(/\\n/g, "\n"), source: "PACK_SIGNING_KEY" };
  const file = process.env.PACK_SIGNING_KEY_FILE?.trim() || defaultSigningKeyFile();
  if (!process.env.PACK_SIGNING_KEY_FILE?.trim() && !fs.existsSync(file)) generateKeyFile(file);
  return { pem: fs.readFileSync(file, "utf8"), source: file };
}

/** Reads an Ed25519 private key (PEM PKCS#8) and derives the rest; throws naming where the key came from. */
export function signingKeyFromPem(pem: string, source = "the key"): PlatformSigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: pem, format: "pem" });
  } catch (error) {
    throw new Error(`The signing key in ${source} is not a PEM private key (${(error as Error).message})`);
  }
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new Error(`The signing key in ${source} is ${privateKey.asymmetricKeyType}, not Ed25519`);
  const publicKey = crypto.createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    keyId: keyIdOf(publicKey),
  };
}

let cached: { signature: string; key: PlatformSigningKey } | undefined;

/** The platform's signing key (read once per configuration; generated into the data folder when none is set). */
export function platformSigningKey(): PlatformSigningKey {
  const signature = `${process.env.PACK_SIGNING_KEY ?? ""}|${process.env.PACK_SIGNING_KEY_FILE ?? ""}|${process.env.OMNI_DATA_DIR ?? ""}|${process.cwd()}`;
  if (cached?.signature === signature) return cached.key;
  const { pem, source } = privateKeyPem();
  const key = signingKeyFromPem(pem, source);
  cached = { signature, key };
  return key;
}

/** Ed25519 signature of the exact bytes, base64. */
export function signBytes(bytes: Uint8Array, key: PlatformSigningKey = platformSigningKey()): string {
  return crypto.sign(null, bytes, key.privateKey).toString("base64");
}

/** A public key from PEM: SPKI ("BEGIN PUBLIC KEY") or, for convenience, the private key file it derives from. */
export function publicKeyFromPem(pem: string): KeyObject {
  return /BEGIN [A-Z ]*PRIVATE KEY/.test(pem)
    ? crypto.createPublicKey(crypto.createPrivateKey(pem))
    : crypto.createPublicKey(pem);
}
