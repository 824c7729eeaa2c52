import { db } from "@/lib/db";
import { transition } from "@/lib/workflow";
import { payReportWorkflow } from "@/lib/payroll/workflow";

/** Verification copy job (APPROVED -> COPIED): freezes the employee totals that verification works on by
 *  stamping each with the COPIED status and the report's LSP bill number. Idempotent (conditional transition). */
export async function runVerificationCopy(id: string) {
  await db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, version: true, lspData: { select: { lspBillNumber: true } } },
    });
    if (!file || file.processingStatus !== "APPROVED") return;
    await tx.payReportEmployeeTotal.updateMany({
      where: { grossToNetId: id },
      data: { status: "COPIED", lspBillNumber: file.lspData?.lspBillNumber ?? null },
    });
    await transition(tx, payReportWorkflow, {
      id,
      from: "APPROVED",
      to: "COPIED",
      version: file.version,
      actor: null,
      action: "payReport.verificationCopy",
    });
  });
}
