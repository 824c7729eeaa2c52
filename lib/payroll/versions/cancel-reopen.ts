// POST /gross-to-net/{id}/cancel-reopen (issue 27): a REOPENED report goes back to PUBLISHED with a reason, as long
// as no corrected version of it exists (delete that one first). The transition locks the row first, so an upload
// of a correction (which locks it too, lib/payroll/versions/lock-for-correction.ts) cannot slip in between.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import type { TReopenBody } from "@/lib/payroll/versions/schema";
import { payReportCorrectionWorkflow } from "@/lib/payroll/versions/workflow";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

export async function cancelReopen(actor: Actor, id: string, body: TReopenBody) {
  return db.$transaction(async (tx) => {
    const file = await findPayReportOrThrow(id, { processingStatus: true }, tx);
    if (file.processingStatus !== "REOPENED")
      throw new AppError(
        "UNPROCESSABLE",
        `Only a reopened pay report can go back to published (this one is ${file.processingStatus}).`,
      );
    await transition(tx, payReportCorrectionWorkflow, {
      id,
      from: "REOPENED",
      to: "PUBLISHED",
      version: body.version,
      actor,
      note: body.reason,
      action: "payReport.reopenCancelled",
    });
    const next = await tx.grossToNetFile.findUnique({ where: { previousVersionId: id }, select: { fileName: true } });
    if (next)
      throw new AppError(
        "CONFLICT",
        `A corrected version (${next.fileName}) was uploaded: delete it before cancelling the reopen.`,
      );
    return { id, from: "REOPENED" as const, to: "PUBLISHED" as const };
  });
}
