// POST /gross-to-net/{id}/findings: the checks of one pay report run again (idempotent, acknowledgements kept),
// only while it waits for verification; answers its findings.
import { AppError } from "@/lib/errors";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";
import { listFindings } from "@/lib/payroll/anomalies/list-findings";
import { rerunChecks } from "@/lib/payroll/anomalies/run-checks";
import type { Actor } from "@/lib/auth/actor";

export async function recheckPayReport(actor: Actor, reportId: string) {
  const file = await findPayReportOrThrow(reportId, { processingStatus: true });
  if (file.processingStatus !== "DUPLICATES_CHECKED")
    throw new AppError(
      "UNPROCESSABLE",
      "The checks run on a pay report waiting for verification (Duplicates checked).",
    );
  await rerunChecks(reportId);
  return listFindings(actor, [reportId]);
}
