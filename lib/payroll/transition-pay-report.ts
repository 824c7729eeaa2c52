// The user steps of the pay report workflow (spec 2 section 4), one report or in bulk.
import type { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { isUserTransition } from "@/lib/payroll/transitions";
import type { BulkResult, ZBulkTarget } from "@/lib/payroll/schema";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { bulkErrorMessage, resolveTargetIds } from "@/lib/payroll/bulk-target";
import { enqueueVerificationCopy } from "@/lib/payroll/enqueue";
import { assertNoBlockingFindings } from "@/lib/payroll/anomalies/assert-no-blocking-findings";
import { enqueuePackBuild } from "@/lib/payroll/packs/enqueue-pack";
import { enqueuePayslipNotices } from "@/lib/payroll/enqueue-payslip-notices";
import { supersedePreviousVersion } from "@/lib/payroll/versions/supersede-previous-version";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

async function transitionReport(actor: Actor, id: string, to: PayReportStatusValue, tx?: Tx) {
  const run = async (t: Tx) => {
    const file = await findPayReportOrThrow(id, { processingStatus: true, version: true }, t);
    const from = file.processingStatus as PayReportStatusValue;
    if (!isUserTransition(from, to))
      throw new AppError("UNPROCESSABLE", `A pay report cannot go from ${from} to ${to}.`);
    // Issue 27: the anomaly gate (off: the spec's workflow as written).
    if (from === "DUPLICATES_CHECKED") await assertNoBlockingFindings(t, id);
    await transition(t, payReportWorkflow, {
      id,
      from,
      to,
      version: file.version,
      actor,
      action: `payReport.${to.toLowerCase()}`,
    });
    // Issue 27: publishing a corrected version supersedes the version it corrects, in this transaction.
    if (to === "PUBLISHED") await supersedePreviousVersion(t, id);
    return { id, from, to };
  };
  const result = tx ? await run(tx) : await db.$transaction(run);
  // APPROVED ('Preparing data for Verification') becomes COPIED through the verification-copy job.
  if (to === "APPROVED") await enqueueVerificationCopy(id);
  // Issue 27: the signed payroll pack of a published report (lib/payroll/packs/build-pack.ts), built by a job.
  // The employees in it hear that their payslip is ready.
  if (to === "PUBLISHED") {
    await enqueuePackBuild(id);
    await enqueuePayslipNotices(id);
  }
  return result;
}

/** POST /approval: start verification (DUPLICATES_CHECKED -> APPROVED). */
export const startVerification = (actor: Actor, id: string) => transitionReport(actor, id, "APPROVED");
/** POST /approval-workflow. */
export function changeStatus(actor: Actor, id: string, newStatus: PayReportStatusValue) {
  if (newStatus === "APPROVED" || newStatus === "PUBLISHED")
    throw new AppError(
      "BAD_REQUEST",
      `Use the ${newStatus === "APPROVED" ? "approval" : "publish"} call for ${newStatus}.`,
    );
  return transitionReport(actor, id, newStatus);
}

/** Bulk workflow: each report in its own transaction; the answer maps id -> 'SUCCESS' or the error. */
export async function bulkTransition(
  actor: Actor,
  target: z.infer<typeof ZBulkTarget>,
  to: PayReportStatusValue,
): Promise<BulkResult> {
  const ids = await resolveTargetIds(target);
  const result: BulkResult = {};
  for (const id of ids) {
    try {
      await transitionReport(actor, id, to);
      result[id] = "SUCCESS";
    } catch (error) {
      result[id] = bulkErrorMessage(error);
    }
  }
  return result;
}
