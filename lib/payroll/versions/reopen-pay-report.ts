// POST /gross-to-net/{id}/reopen (issue 27): a payroll admin reopens a PUBLISHED report for correction with a
// reason. transition() writes the status history (note = the reason), the audit event and the webhook outbox row
// in the same transaction. Its data stays the latest published until the corrected version is published.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import type { TReopenBody } from "@/lib/payroll/versions/schema";
import { payReportCorrectionWorkflow } from "@/lib/payroll/versions/workflow";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

export async function reopenPayReport(actor: Actor, id: string, body: TReopenBody) {
  return db.$transaction(async (tx) => {
    const file = await findPayReportOrThrow(id, { processingStatus: true, reportVersion: true }, tx);
    if (file.processingStatus !== "PUBLISHED")
      throw new AppError(
        "UNPROCESSABLE",
        `Only a published pay report can be reopened (this one is ${file.processingStatus}).`,
      );
    await transition(tx, payReportCorrectionWorkflow, {
      id,
      from: "PUBLISHED",
      to: "REOPENED",
      version: body.version,
      actor,
      note: body.reason,
      action: "payReport.reopened",
    });
    return { id, from: "PUBLISHED" as const, to: "REOPENED" as const, reportVersion: file.reportVersion };
  });
}
