// Verifies a signed payroll pack, or an employee's signed record (lib/payroll/packs/record-format.ts, signed the same
// way), offline with Web Crypto (Ed25519, SHA-256): the same function runs on the verify page (in the browser,
// nothing is uploaded) and in scripts/verify-pack.ts (Node). It checks manifest.sig against the given public key
// over manifest.json's exact bytes, then every file's SHA-256 and size against the manifest, and names each file
// that was changed, is missing, damaged or not listed. The verdict says which of the two it verified.
import {
  MANIFEST_NAME,
  PACK_FORMAT,
  SIGNATURE_NAME,
  type PackFileEntry,
  type PackManifest,
} from "@/lib/payroll/packs/pack-format";
import { readZip, ZipFormatError, type InflateRaw } from "@/lib/payroll/packs/read-zip";
import { RECORD_FORMAT, type RecordManifest } from "@/lib/payroll/packs/record-format";

export type PackFileStatus = "ok" | "changed" | "missing" | "damaged" | "unexpected";
export type PackFileCheck = { name: string; status: PackFileStatus; detail: string | null };
export type SignatureStatus = "valid" | "invalid" | "missing";
/** What the ZIP's manifest says it is (null: no readable manifest of either format). */
export type SignedKind = "payroll-pack" | "employee-record";
export const SIGNED_KIND_LABELS: Record<SignedKind, string> = {
  "payroll-pack": "payroll pack",
  "employee-record": "employee record",
};
export type PackVerdict = {
  ok: boolean;
  kind: SignedKind | null;
  signature: SignatureStatus;
  /** The key the pack names, and the key it was checked against. */
  packKeyId: string | null;
  keyId: string;
  /** A payroll pack's manifest (null for an employee record: see `record`). */
  manifest: PackManifest | null;
  /** An employee record's manifest. */
  record: RecordManifest | null;
  files: PackFileCheck[];
  /** One sentence per problem, each naming the file (empty when the pack verifies). */
  problems: string[];
};
export type VerifyDeps = { subtle: SubtleCrypto; inflateRaw: InflateRaw };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** DER bytes of a PEM block (BEGIN PUBLIC KEY); throws when the text holds none. */
export function pemToDer(pem: string): Uint8Array {
  const match = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/.exec(pem);
  if (!match) throw new Error("The public key is not a PEM public key (-----BEGIN PUBLIC KEY-----).");
  const binary = atob(match[1].replace(/\s+/g, ""));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** keyId of a public key (DER SPKI): the first 16 hex digits of its SHA-256, as lib/keys computes it. */
export async function keyIdOfDer(subtle: SubtleCrypto, spki: Uint8Array): Promise<string> {
  return hex(await subtle.digest("SHA-256", spki as BufferSource)).slice(0, 16);
}

type Parsed = { kind: "payroll-pack"; manifest: PackManifest } | { kind: "employee-record"; manifest: RecordManifest };

function parseManifest(bytes: Uint8Array): Parsed | null {
  try {
    const value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as PackManifest | RecordManifest;
    if (!value || !Array.isArray(value.files)) return null;
    if (value.format === PACK_FORMAT) return { kind: "payroll-pack", manifest: value };
    if (value.format === RECORD_FORMAT) return { kind: "employee-record", manifest: value };
    return null;
  } catch {
    return null;
  }
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function signatureStatus(
  subtle: SubtleCrypto,
  spki: Uint8Array,
  manifestData: Uint8Array,
  signatureText: Uint8Array | null,
): Promise<SignatureStatus> {
  if (!signatureText) return "missing";
  const signature = decodeBase64(new TextDecoder().decode(signatureText));
  if (!signature || signature.length !== 64) return "invalid";
  const key = await subtle.importKey("spki", spki as BufferSource, { name: "Ed25519" }, false, ["verify"]);
  const valid = await subtle.verify({ name: "Ed25519" }, key, signature as BufferSource, manifestData as BufferSource);
  return valid ? "valid" : "invalid";
}

async function fileChecks(
  subtle: SubtleCrypto,
  manifest: { files: PackFileEntry[] },
  entries: Map<string, { data: Uint8Array | null; error: string | null }>,
): Promise<PackFileCheck[]> {
  const checks: PackFileCheck[] = [];
  for (const listed of manifest.files) {
    const entry = entries.get(listed.name);
    if (!entry) {
      checks.push({ name: listed.name, status: "missing", detail: "listed in the manifest but not in the pack" });
    } else if (!entry.data) {
      checks.push({ name: listed.name, status: "damaged", detail: entry.error });
    } else {
      const actual = hex(await subtle.digest("SHA-256", entry.data as BufferSource));
      const same = actual === listed.sha256 && entry.data.length === listed.bytes;
      checks.push({
        name: listed.name,
        status: same ? "ok" : "changed",
        detail: same ? null : `SHA-256 ${actual}, the manifest says ${listed.sha256}`,
      });
    }
  }
  const listedNames = new Set(manifest.files.map((f) => f.name));
  for (const name of entries.keys())
    if (!listedNames.has(name) && name !== MANIFEST_NAME && name !== SIGNATURE_NAME)
      checks.push({ name, status: "unexpected", detail: "in the pack but not listed in the manifest" });
  return checks;
}

const SENTENCES: Record<Exclude<PackFileStatus, "ok">, (name: string, what: string) => string> = {
  changed: (name) => `${name} was changed: its SHA-256 differs from the manifest's.`,
  missing: (name, what) => `${name} is missing from the ${what}.`,
  damaged: (name) => `${name} is damaged`,
  unexpected: (name) => `${name} was added: the manifest does not list it.`,
};

/** Verifies the pack's bytes against a public key (PEM SPKI). Throws only when the key itself is unusable. */
export async function verifyPackBytes(zip: Uint8Array, publicKeyPem: string, deps: VerifyDeps): Promise<PackVerdict> {
  const spki = pemToDer(publicKeyPem);
  const keyId = await keyIdOfDer(deps.subtle, spki);
  const fail = (problem: string): PackVerdict => ({
    ok: false,
    kind: null,
    signature: "missing",
    packKeyId: null,
    keyId,
    manifest: null,
    record: null,
    files: [],
    problems: [problem],
  });
  let read;
  try {
    read = await readZip(zip, deps.inflateRaw);
  } catch (error) {
    if (error instanceof ZipFormatError) return fail(error.message);
    throw error;
  }
  const entries = new Map(read.map((e) => [e.name, { data: e.data, error: e.error }]));
  const manifestEntry = entries.get(MANIFEST_NAME);
  if (!manifestEntry) return fail(`${MANIFEST_NAME} is missing: this is not a signed payroll pack or employee record.`);
  if (!manifestEntry.data) return fail(`${MANIFEST_NAME} is damaged: ${manifestEntry.error}.`);
  const signatureEntry = entries.get(SIGNATURE_NAME);
  const signature = await signatureStatus(deps.subtle, spki, manifestEntry.data, signatureEntry?.data ?? null);
  const parsed = parseManifest(manifestEntry.data);
  const manifest = parsed?.manifest ?? null;
  const what = parsed?.kind === "employee-record" ? "record" : "pack";
  const problems: string[] = [];
  if (signature === "missing") problems.push(`${SIGNATURE_NAME} is missing or damaged: the ${what} is not signed.`);
  if (signature === "invalid")
    problems.push(
      manifest && manifest.keyId !== keyId
        ? `The signature does not verify: the ${what} names key ${manifest.keyId}, the key given is ${keyId}.`
        : `${MANIFEST_NAME} was changed (or signed by another key): its signature does not verify with key ${keyId}.`,
    );
  if (!parsed || !manifest) {
    problems.push(`${MANIFEST_NAME} is not the manifest of a payroll pack or of an employee record.`);
    return {
      ok: false,
      kind: null,
      signature,
      packKeyId: null,
      keyId,
      manifest: null,
      record: null,
      files: [],
      problems,
    };
  }
  const files = await fileChecks(deps.subtle, manifest, entries);
  for (const f of files)
    if (f.status !== "ok")
      problems.push(
        f.status === "damaged" ? `${SENTENCES.damaged(f.name, what)}: ${f.detail}.` : SENTENCES[f.status](f.name, what),
      );
  return {
    ok: problems.length === 0,
    kind: parsed.kind,
    signature,
    packKeyId: manifest.keyId,
    keyId,
    manifest: parsed.kind === "payroll-pack" ? parsed.manifest : null,
    record: parsed.kind === "employee-record" ? parsed.manifest : null,
    files,
    problems,
  };
}
