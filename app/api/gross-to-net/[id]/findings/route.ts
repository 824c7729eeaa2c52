// Issue 27: the anomaly findings of one pay report; POST runs the checks again (idempotent, acknowledgements kept).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";
import { listFindings } from "@/lib/payroll/anomalies/list-findings";
import { rerunChecks } from "@/lib/payroll/anomalies/run-checks";
import { ZFindingsResponse } from "@/lib/payroll/anomalies/schema";

const ZParams = z.object({ id: z.string().min(1) });

const assertReport = (id: string) => findPayReportOrThrow(id, { processingStatus: true });

export const GET = route(
  { permission: "payReports.read", params: ZParams, response: ZFindingsResponse },
  async ({ actor, params }) => {
    await assertReport(params.id);
    return listFindings(actor, [params.id]);
  },
);

export const POST = route({ permission: "payrollChecks.manage", params: ZParams }, async ({ actor, params }) => {
  const file = await assertReport(params.id);
  if (file.processingStatus !== "DUPLICATES_CHECKED")
    throw new AppError(
      "UNPROCESSABLE",
      "The checks run on a pay report waiting for verification (Duplicates checked).",
    );
  await rerunChecks(params.id);
  return listFindings(actor, [params.id]);
});
