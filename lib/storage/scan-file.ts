// The virus scan of an uploaded file, run by a pg-boss job right after the upload (scripts/worker.ts), and by
// the pay-register pipeline before ingestion. The platform scans and returns an outcome; each domain records it
// on its own rows through its ScanSubject (lib/documents/document-scan.ts, lib/payroll/pay-register-scan.ts):
// CLEAN files are served, INFECTED ones stay in quarantine (never served, never ingested), NOT_SCANNED means no
// scanner is configured, FAILED means the scan cannot ever be made (the file is gone) and keeps the reason, so it
// is not queued again. A scanner that fails or refuses leaves the row PENDING and is retried.
import type { ScanStatus } from "@/generated/prisma/enums";
import type { JobHandler } from "@/lib/jobs/queue";
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { exists, readStream, StoredFileMissing } from "@/lib/storage/files";
import { currentScanner, scanStream, type ScanVerdict } from "@/lib/storage/scanner";

export const SCAN_JOB = "uploads.scan-file";
/** The job's data: which domain's subject (e.g. "document") and the row's id. */
export type ScanTarget = { kind: string; id: string };

export type ScanOutcome = ScanVerdict | { status: "FAILED"; reason: string };

/** A domain's rows that hold uploads: what to scan, and how to record the outcome. */
export type ScanSubject = {
  load(id: string): Promise<{ storageKey: string | null; scanStatus: ScanStatus; fileName: string | null } | null>;
  /** Records the outcome when the row is still PENDING (idempotent); returns the row's status afterwards. */
  record(id: string, outcome: ScanOutcome): Promise<ScanStatus | null>;
};

/** The status a new upload starts with: PENDING when a scanner will look at it, else NOT_SCANNED. */
export function initialScanStatus(): ScanStatus {
  return currentScanner().kind === "none" ? "NOT_SCANNED" : "PENDING";
}

/** Queues the scan; a failed enqueue is retried by the worker's sweep of PENDING rows. */
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

/** Scans the stored file if it is PENDING and has the subject record the outcome. Idempotent. Returns the
 *  row's status; a missing file is recorded FAILED and then thrown, so the job fails with the reason too. */
export async function scanFile(subject: ScanSubject, id: string): Promise<ScanStatus | null> {
  const row = await subject.load(id);
  if (!row) return null;
  if (row.scanStatus !== "PENDING" || !row.storageKey) return row.scanStatus;
  const fileName = row.fileName || null;
  const missing = async () => {
    const failure = new ScanFileMissing(fileName);
    await subject.record(id, { status: "FAILED", reason: failure.message });
    return failure;
  };
  // Checked first: a scanner is never handed a stream that fails before its first byte.
  if (!(await exists(row.storageKey))) throw await missing();
  let verdict;
  try {
    verdict = await scanStream(readStream(row.storageKey));
  } catch (error) {
    if (error instanceof StoredFileMissing) throw await missing();
    throw new JobFailure(
      `The virus scan of ${fileName ?? "the uploaded file"} failed (${readableReason(error)}): it is retried.`,
      { retryable: true, cause: error },
    );
  }
  return subject.record(id, verdict);
}

/** The scan job's handler over the domains' subjects, by the job's `kind`. */
export function scanJobHandlers(subjects: Record<string, ScanSubject>): Record<string, JobHandler> {
  return {
    [SCAN_JOB]: async (data) => {
      const subject = subjects[String(data.kind ?? "")];
      const id = String(data.id ?? "");
      if (!subject) throw new JobFailure(`No uploads of kind '${String(data.kind)}' are scanned.`);
      if (id) await scanFile(subject, id);
    },
  };
}

/** The audit event a subject records with an outcome: a quarantine, or a scan that can never be made. */
export function scanAuditOf(outcome: ScanOutcome): { action: string; after: Record<string, string | null> } | null {
  if (outcome.status === "INFECTED")
    return { action: "upload.quarantine", after: { scanStatus: "INFECTED", scanSignature: outcome.signature } };
  if (outcome.status === "FAILED")
    return { action: "upload.scan-failed", after: { scanStatus: "FAILED", scanError: outcome.reason } };
  return null;
}
