import { route } from "@/lib/http/route";
import { ZReportIdParams } from "@/lib/payroll/cutoff-reports/schema";
import { downloadCutoffReport } from "@/lib/payroll/cutoff-reports/download-cutoff-report";

// GET /reports/{reportId}: the cutoff report file (the same download as /cutoff-reports/{id}/download).
export const GET = route(
  { permission: "cutoffReports.read", params: ZReportIdParams, summary: "Download a cutoff report" },
  async ({ params }) => downloadCutoffReport(params.reportId),
);
