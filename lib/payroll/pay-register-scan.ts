// How a pay register records its virus scan: the outcome on the file's row, and an audit event for a quarantine
// or a scan that can never be made. The pipeline scans before ingesting (lib/payroll/pipeline.ts).
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { JobFailure } from "@/lib/jobs/job-failure";
import { scanAuditOf, scanFile, ScanFileMissing, type ScanSubject } from "@/lib/storage/scan-file";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import type { StageError } from "@/lib/payroll/run-pipeline-stages";

export const FILE_MISSING = "The uploaded file is missing.";

const select = { storageKey: true, scanStatus: true, fileName: true } as const;

export const payRegisterScanSubject: ScanSubject = {
  load: (id) => db.grossToNetFile.findUnique({ where: { id }, select }),
  record: (id, outcome) =>
    db.$transaction(async (tx) => {
      const scannedAt = new Date();
      const data =
        outcome.status === "FAILED"
          ? { scanStatus: "FAILED" as const, scanError: outcome.reason, scannedAt }
          : { scanStatus: outcome.status, scanSignature: outcome.signature, scannedAt };
      const { count } = await tx.grossToNetFile.updateMany({ where: { id, scanStatus: "PENDING" }, data });
      if (count === 0) return (await tx.grossToNetFile.findUnique({ where: { id }, select }))?.scanStatus ?? null;
      const audit = scanAuditOf(outcome);
      if (audit) await recordAudit(tx, { actor: null, entityType: "GrossToNetFile", entityId: id, ...audit });
      return outcome.status;
    }),
};

/** The virus scan before ingestion: a PENDING file is scanned now. Returns why the file cannot be ingested (an
 *  INFECTED or missing file: the run sends a DRAFT file to ERROR with it), or null. A scanner that fails throws
 *  (retryable), and so does one that has not finished: the file stays DRAFT. */
export async function scanPayRegister(id: string): Promise<StageError[] | null> {
  let status;
  try {
    status = await scanFile(payRegisterScanSubject, id);
  } catch (error) {
    if (!(error instanceof ScanFileMissing)) throw error;
    return [{ rowNumber: null, message: FILE_MISSING }];
  }
  if (status === "PENDING")
    throw new JobFailure("The virus scan of this file has not finished yet: processing is retried.", {
      retryable: true,
    });
  return status === "INFECTED" ? [{ rowNumber: null, message: UPLOAD_MESSAGES.maliciousRegister }] : null;
}
