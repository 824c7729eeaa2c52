import { db, transactionTimeLimit } from "@/lib/db";
import { transition } from "@/lib/workflow";
import { JobFailure } from "@/lib/jobs/job-failure";
import { payReportWorkflow } from "@/lib/payroll/workflow";

/** Verification copy job (APPROVED -> COPIED): freezes the employee totals that verification works on by
 *  stamping each with the COPIED status and the report's LSP bill number. Idempotent (conditional transition):
 *  a report no longer APPROVED (copied already, or sent back) is left alone. A report that no longer exists
 *  fails the job: there is nothing to copy, and retrying will not bring it back. */
export async function runVerificationCopy(id: string) {
  // One UPDATE of every employee total of the report: its time grows with the report, so does the limit.
  const employees = await db.payReportEmployeeTotal.count({ where: { grossToNetId: id } });
  await db.$transaction(
    async (tx) => {
      const file = await tx.grossToNetFile.findUnique({
        where: { id },
        select: { processingStatus: true, version: true, lspData: { select: { lspBillNumber: true } } },
      });
      if (!file)
        throw new JobFailure(`The pay report ${id} no longer exists: its verification copy could not be made.`);
      if (file.processingStatus !== "APPROVED") return;
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
    },
    { timeout: transactionTimeLimit(employees) },
  );
}
