// How a pay register records its virus scan: the outcome on the file's row, and an audit event for a quarantine
// or a scan that can never be made. The pipeline reads the status before ingesting (lib/payroll/pipeline.ts).
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { scanAuditOf, type ScanSubject } from "@/lib/storage/scan-file";

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
