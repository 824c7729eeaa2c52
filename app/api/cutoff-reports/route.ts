import { route } from "@/lib/http/route";
import { ZCutoffReportQuery } from "@/lib/payroll/cutoff-reports/schema";
import { listCutoffReports } from "@/lib/payroll/cutoff-reports/list-cutoff-reports";
import { ZCutoffReportList } from "@/lib/payroll/cutoff-reports/response-schema";

// GET /cutoff-reports?lspId&countryCode&period&pageSize&nextPageKey (spec 2 section 2, spec 3 section 3).
export const GET = route(
  { permission: "cutoffReports.read", query: ZCutoffReportQuery, response: ZCutoffReportList },
  async ({ query }) => listCutoffReports(query),
);
