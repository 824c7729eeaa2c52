// How a document records its virus scan: the outcome on the row, the document's state beside it (MALICIOUS for a
// quarantined file), and an audit event for a quarantine or a scan that can never be made.
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { scanAuditOf, type ScanOutcome, type ScanSubject } from "@/lib/storage/scan-file";

const select = { storageKey: true, scanStatus: true, fileName: true } as const;

function dataOf(outcome: ScanOutcome) {
  const scannedAt = new Date();
  if (outcome.status === "FAILED") return { scanStatus: "FAILED" as const, scanError: outcome.reason, scannedAt };
  return {
    scanStatus: outcome.status,
    scanSignature: outcome.signature,
    scannedAt,
    status: outcome.status === "INFECTED" ? ("MALICIOUS" as const) : ("READY" as const),
  };
}

export const documentScanSubject: ScanSubject = {
  load: (id) => db.document.findUnique({ where: { id }, select }),
  record: (id, outcome) =>
    db.$transaction(async (tx) => {
      const { count } = await tx.document.updateMany({ where: { id, scanStatus: "PENDING" }, data: dataOf(outcome) });
      if (count === 0) return (await tx.document.findUnique({ where: { id }, select }))?.scanStatus ?? null;
      const audit = scanAuditOf(outcome);
      if (audit) await recordAudit(tx, { actor: null, entityType: "Document", entityId: id, ...audit });
      return outcome.status;
    }),
};
