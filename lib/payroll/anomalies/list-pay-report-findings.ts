// GET /gross-to-net/{id}/findings: the anomaly findings of one pay report (an unknown report is a 404).
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";
import { listFindings } from "@/lib/payroll/anomalies/list-findings";
import type { Actor } from "@/lib/auth/actor";

export async function listPayReportFindings(actor: Actor, reportId: string) {
  await findPayReportOrThrow(reportId, { id: true });
  return listFindings(actor, [reportId]);
}
