// The signed payroll pack's format (issue 27): a ZIP holding the report's files and manifest.json, which lists
// each file with its SHA-256 and names the report, its period and version, and the signing key (keyId);
// manifest.sig is the Ed25519 signature (base64) of manifest.json's exact bytes. Client-safe: the verify page,
// the verify script and the pack builder share it.
export const PACK_FORMAT = "omniplatform-payroll-pack/1";
export const MANIFEST_NAME = "manifest.json";
export const SIGNATURE_NAME = "manifest.sig";
/** Where the platform's public key is served (PEM and keyId, no sign-in needed). */
export const PUBLIC_KEY_PATH = "/api/payroll/packs/public-key";

export type PackFileEntry = { name: string; sha256: string; bytes: number };
/** A file a pack should hold but does not (a payslip that could not be rendered), with the reason. */
export type PackOmission = { name: string; reason: string };

/** A company pack's file holding the company's rows of the register (the register as received holds other
 *  companies' rows too, so it is not in a company pack; the manifest ties the extract to it by its SHA-256). */
export const REGISTER_EXTRACT_NAME = "register-extract.csv";

export type PackManifest = {
  format: typeof PACK_FORMAT;
  algorithm: "Ed25519";
  keyId: string;
  createdAt: string;
  payReport: {
    id: string;
    fileName: string;
    country: string;
    provider: { id: string | null; name: string | null };
    legalEntityId: string | null;
    workbookId: string | null;
    payrollPeriod: string;
    payrollCycle: string;
    /** reportVersion: 1 for the first upload, the next after a reopen. */
    version: number;
    previousVersionId: string | null;
    status: string;
    publishedAt: string | null;
    currency: string | null;
    total: string | null;
  };
  /** The client company whose employees' part of the report this pack holds; null (or absent, packs built before
   *  company packs) for the whole report's pack, which only payroll admins download. */
  company?: { id: string; name: string } | null;
  /** Company packs: the register exactly as received (in the whole pack as register/<file name>), by name, SHA-256
   *  and size, so the company's extract is tied to the very file that was paid. */
  registerAsReceived?: PackFileEntry;
  files: PackFileEntry[];
  /** Company packs: the files left out (a payslip that could not be rendered), each with its reason. */
  omitted?: PackOmission[];
};

/** What every signed manifest holds (a payroll pack's, an employee record's: lib/payroll/packs/record-format.ts). */
export type SignedManifest = { format: string; algorithm: "Ed25519"; keyId: string; files: PackFileEntry[] };

/** The manifest's bytes as written into the pack and signed (stable key order as built, two-space indent). */
export function manifestBytes(manifest: PackManifest | SignedManifest): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(manifest, null, 2) + "\n");
}

/** A download name for a pack: payroll-pack_DE_202610_CYCLE_1_v1.zip, a company's payroll-pack_DE_202610_CYCLE_1_v1_Acme-Corp.zip */
export function packFileName(m: {
  country: string;
  payrollPeriod: string;
  payrollCycle: string;
  version: number;
  companyName?: string | null;
}) {
  const company = m.companyName
    ? `_${
        m.companyName
          .replace(/[^A-Za-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, 60) || "company"
      }`
    : "";
  return `payroll-pack_${m.country}_${m.payrollPeriod}_${m.payrollCycle}_v${m.version}${company}.zip`;
}
