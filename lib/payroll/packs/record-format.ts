// The employee's signed record: a ZIP of their contract document(s), payslips and letters with manifest.json and
// manifest.sig, signed like a payroll pack (lib/payroll/packs/pack-format.ts: Ed25519 over manifest.json's exact
// bytes, the platform key named by keyId), so the same verifier checks both. A file that could not be read
// (missing from storage) is left out and listed under `omitted` with the reason: the record still verifies.
// Client-safe: the verify page, the verify script and the record builder share it.
import type { PackFileEntry } from "@/lib/payroll/packs/pack-format";

export const RECORD_FORMAT = "omniplatform-employee-record/1";

export const RECORD_FILE_KINDS = ["contract", "payslip", "letter"] as const;
export type RecordFileKind = (typeof RECORD_FILE_KINDS)[number];

/** What a file of the record is: a contract (its version), a payslip (its period yyyyMM and report version), a letter. */
export type RecordFileMeta = { kind: RecordFileKind; period?: string; version?: number };
export type RecordFileEntry = PackFileEntry & RecordFileMeta;
export type RecordOmission = { name: string; kind: RecordFileKind; reason: string };

export type RecordManifest = {
  format: typeof RECORD_FORMAT;
  algorithm: "Ed25519";
  keyId: string;
  createdAt: string;
  employee: { id: string; name: string };
  company: { id: string; name: string };
  files: RecordFileEntry[];
  omitted: RecordOmission[];
};

/** GET: the signed-in employee's own record (anyone else's id is 404). */
export const employeeRecordPath = (employeeId: string) => `/api/employees/${encodeURIComponent(employeeId)}/record`;

/** employee-record_<name>_<yyyy-mm-dd>.zip, the name reduced to letters, digits and dashes. */
export function recordFileName(name: string, at: Date): string {
  const safe =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "employee";
  return `employee-record_${safe}_${at.toISOString().slice(0, 10)}.zip`;
}
