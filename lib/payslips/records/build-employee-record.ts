// GET /api/employees/{employeeId}/record: the employee's own signed record as one ZIP, streamed as it is built from
// record-sources.ts (contracts, payslips, letters), then manifest.json and manifest.sig, written by the payroll
// packs' signed-zip.ts so the packs' verifier (lib/payroll/packs/verify-pack-bytes.ts) checks it offline. Files
// that could not be read are listed under `omitted` in the manifest. Every download is audited on the employee.
import "server-only";
import { Readable } from "node:stream";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { zipStream } from "@/lib/storage/zip-stream";
import { contentDisposition } from "@/lib/storage/disposition";
import { manifestBytes } from "@/lib/payroll/packs/pack-format";
import { signedZipEntries } from "@/lib/payroll/packs/signed-zip";
import { findOwnEmployeeOrThrow } from "@/lib/payslips/records/record-access";
import { presentSources, recordSources } from "@/lib/payslips/records/record-sources";
import {
  RECORD_FORMAT,
  recordFileName,
  type RecordManifest,
  type RecordOmission,
} from "@/lib/payroll/packs/record-format";

export const RECORD_DOWNLOAD_ACTION = "employeeRecord.download";

/** PDFs are compressed already: the fastest level keeps the stream quick. */
const RECORD_ZIP_LEVEL = 1;

export async function downloadEmployeeRecord(actor: Actor, employeeId: string): Promise<Response> {
  const employee = await findOwnEmployeeOrThrow(actor, employeeId);
  const sources = await recordSources(actor, employee);
  const name = `${employee.firstName} ${employee.lastName}`;
  const createdAt = new Date();
  const meta = new Map(sources.map(({ name: file, kind, period, version }) => [file, { kind, period, version }]));
  const omitted: RecordOmission[] = [];
  const zip = signedZipEntries<RecordManifest>({
    sources: presentSources(sources, omitted),
    manifestOf: (files, keyId) => ({
      format: RECORD_FORMAT,
      algorithm: "Ed25519",
      keyId,
      createdAt: createdAt.toISOString(),
      employee: { id: employee.id, name },
      company: employee.company,
      files: files.map((f) => ({ ...f, ...meta.get(f.name)! })),
      omitted,
    }),
    manifestBytes,
  });
  const count = (kind: string) => sources.filter((s) => s.kind === kind).length;
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: RECORD_DOWNLOAD_ACTION,
      entityType: "Employee",
      entityId: employee.id,
      after: { contracts: count("contract"), payslips: count("payslip"), letters: count("letter") },
    }),
  );
  return new Response(Readable.toWeb(zipStream(zip.entries, RECORD_ZIP_LEVEL)) as ReadableStream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition("attachment", recordFileName(name, createdAt)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
