// The virus scan of an uploaded file, run by a pg-boss job right after the upload (scripts/worker.ts), and by
// the pay-register pipeline before ingestion. The verdict is recorded on the row: CLEAN files are served,
// INFECTED ones stay in quarantine (never served, never ingested), NOT_SCANNED means no scanner is configured.
// A scan that cannot be made leaves the row PENDING (never served) and fails the job with a readable reason: a
// missing file at once (ScanFileMissing, no retry), a scanner that fails or refuses with retries.
import type { ScanStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { JobHandler } from "@/lib/jobs/queue";
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { exists, readStream, StoredFileMissing } from "@/lib/storage/files";
import { currentScanner, scanStream } from "@/lib/uploads/scanner";

export const SCAN_JOB = "uploads.scan-file";
export type ScanTarget = { kind: "document" | "pay-register"; id: string };

/** The status a new upload starts with: PENDING when a scanner will look at it, else NOT_SCANNED. */
export function initialScanStatus(): ScanStatus {
  return currentScanner().kind === "none" ? "NOT_SCANNED" : "PENDING";
}

/** Queues the scan; a failed enqueue is retried by the worker's sweep (resumePendingScans). */
export function enqueueScan(target: ScanTarget) {
  return enqueueOrLog(SCAN_JOB, target, { singletonKey: `scan:${target.kind}:${target.id}` });
}

/** The stored file of a PENDING row is gone: it cannot be scanned, and retrying will not bring it back. */
export class ScanFileMissing extends JobFailure {
  constructor(fileName: string | null) {
    super(
      `${fileName ? `The file ${fileName}` : "The uploaded file"} is missing from storage, so it could not be scanned for viruses.`,
    );
    this.name = "ScanFileMissing";
  }
}

async function loadTarget(target: ScanTarget) {
  const select = { storageKey: true, scanStatus: true, fileName: true } as const;
  return target.kind === "document"
    ? db.document.findUnique({ where: { id: target.id }, select })
    : db.grossToNetFile.findUnique({ where: { id: target.id }, select });
}

/** Scans the stored file if it is PENDING and records the verdict. Idempotent. Returns the file's status. */
export async function scanFile(target: ScanTarget): Promise<ScanStatus | null> {
  const row = await loadTarget(target);
  if (!row) return null;
  if (row.scanStatus !== "PENDING" || !row.storageKey) return row.scanStatus;
  const fileName = row.fileName || null;
  // Checked first: a scanner is never handed a stream that fails before its first byte.
  if (!(await exists(row.storageKey))) throw new ScanFileMissing(fileName);
  let verdict;
  try {
    verdict = await scanStream(readStream(row.storageKey));
  } catch (error) {
    if (error instanceof StoredFileMissing) throw new ScanFileMissing(fileName);
    throw new JobFailure(
      `The virus scan of ${fileName ?? "the uploaded file"} failed (${readableReason(error)}): it is retried.`,
      {
        retryable: true,
        cause: error,
      },
    );
  }
  const data = { scanStatus: verdict.status, scanSignature: verdict.signature, scannedAt: new Date() };
  return db.$transaction(async (tx) => {
    const where = { id: target.id, scanStatus: "PENDING" as const };
    const { count } =
      target.kind === "document"
        ? await tx.document.updateMany({
            where,
            data: { ...data, status: verdict.status === "INFECTED" ? "MALICIOUS" : "READY" },
          })
        : await tx.grossToNetFile.updateMany({ where, data });
    if (count === 0) return (await loadTarget(target))?.scanStatus ?? null;
    if (verdict.status === "INFECTED")
      await recordAudit(tx, {
        actor: null,
        action: "upload.quarantine",
        entityType: target.kind === "document" ? "Document" : "GrossToNetFile",
        entityId: target.id,
        after: { scanStatus: verdict.status, scanSignature: verdict.signature },
      });
    return verdict.status;
  });
}

export const UPLOAD_JOB_HANDLERS: Record<string, JobHandler> = {
  [SCAN_JOB]: async (data) => {
    const kind = data.kind === "pay-register" ? "pay-register" : "document";
    const id = String(data.id ?? "");
    if (id) await scanFile({ kind, id });
  },
};
