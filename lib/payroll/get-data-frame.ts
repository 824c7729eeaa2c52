// The data-frame page of a payroll instance (spec 2 section 2: "data-frame pages also exist"): one pay report
// file of the instance with its status log (getGrossToNet), employee count and report total (previewSummaries)
// and its distinct processing errors. A file of another instance is not found.
import "server-only";
import { payReportNotFound } from "@/lib/payroll/find-pay-report";
import { getGrossToNet } from "@/lib/payroll/get-gross-to-net";
import { previewSummaries } from "@/lib/payroll/preview-summaries";
import { processingErrors } from "@/lib/payroll/processing-errors";

export async function getDataFrame(workbookId: string, dataFrameId: string) {
  const file = await getGrossToNet(dataFrameId);
  if (file.workbookId !== workbookId) throw payReportNotFound();
  const [[summary], errors] = await Promise.all([previewSummaries([dataFrameId]), processingErrors([dataFrameId])]);
  return {
    file,
    employeeCount: summary?.employeeCount ?? 0,
    reportTotalSum: summary?.reportTotalSum ?? "0",
    errors: errors.map((e) => e.message),
  };
}
export type DataFrame = Awaited<ReturnType<typeof getDataFrame>>;
