import { route } from "@/lib/http/route";
import { ZCutoffReportParams } from "@/lib/payroll/cutoff-reports/schema";
import { downloadCutoffReport } from "@/lib/payroll/cutoff-reports/download-cutoff-report";

// GET /cutoff-reports/{id}/download: the report as CSV.
export const GET = route({ permission: "cutoffReports.read", params: ZCutoffReportParams }, async ({ params }) =>
  downloadCutoffReport(params.id),
);
