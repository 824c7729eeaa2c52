// Publishing a corrected version (issue 27): in the publish's own transaction, the version it corrects goes
// REOPENED -> SUPERSEDED (a system step through transition(), with history, audit and webhook event). Its rows stay
// as they were: version 1 remains readable, it is just no longer the published data.
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Tx } from "@/lib/db";
import { payReportCorrectionWorkflow } from "@/lib/payroll/versions/workflow";

export async function supersedePreviousVersion(tx: Tx, id: string): Promise<void> {
  const file = await tx.grossToNetFile.findUnique({
    where: { id },
    select: { reportVersion: true, previousVersion: { select: { id: true, processingStatus: true } } },
  });
  const previous = file?.previousVersion;
  if (!file || !previous) return;
  if (previous.processingStatus !== "REOPENED")
    throw new AppError(
      "UNPROCESSABLE",
      `Version ${file.reportVersion - 1} of this report is ${previous.processingStatus}, not reopened: this correction cannot be published.`,
    );
  await transition(tx, payReportCorrectionWorkflow, {
    id: previous.id,
    from: "REOPENED",
    to: "SUPERSEDED",
    actor: null,
    note: `Superseded by version ${file.reportVersion}`,
    action: "payReport.superseded",
  });
}
