// The corrected register of a REOPENED report (issue 27): inside the upload's transaction, lock the reopened row
// (SELECT ... FOR UPDATE, so a concurrent cancel-reopen waits or wins) and give the new file its version link.
// One correction per version: previousVersionId is unique, a second upload answers 409.
import { AppError } from "@/lib/errors";
import type { Tx } from "@/lib/db";
import { payReportNotFound } from "@/lib/payroll/find-pay-report";

export type CorrectionLink = { previousVersionId: string; reportVersion: number };

export async function lockForCorrection(tx: Tx, previousVersionId: string): Promise<CorrectionLink> {
  const [row] = await tx.$queryRaw<{ status: string; reportVersion: number }[]>`
    SELECT "processingStatus"::text AS status, "reportVersion" FROM "GrossToNetFile" WHERE id = ${previousVersionId} FOR UPDATE`;
  if (!row) throw payReportNotFound();
  if (row.status !== "REOPENED")
    throw new AppError(
      "UNPROCESSABLE",
      `A corrected version can be uploaded only for a reopened report (this one is ${row.status}).`,
    );
  const existing = await tx.grossToNetFile.findUnique({
    where: { previousVersionId },
    select: { fileName: true },
  });
  if (existing)
    throw new AppError(
      "CONFLICT",
      `A corrected version (${existing.fileName}) is already uploaded: delete it to upload another.`,
    );
  return { previousVersionId, reportVersion: row.reportVersion + 1 };
}
