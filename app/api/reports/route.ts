import { route } from "@/lib/http/route";
import { ZReportsQuery } from "@/lib/payroll/cutoff-reports/schema";
import { listReportsPage } from "@/lib/payroll/cutoff-reports/list-reports-page";
import { ZReportsPage } from "@/lib/payroll/cutoff-reports/response-schema";

// GET /reports?page&per_page&from_date&to_date&lsp_id&country_code: cutoff reports, answer reports, total_count.
export const GET = route(
  {
    permission: "cutoffReports.read",
    query: ZReportsQuery,
    summary: "Cutoff reports (offset paging)",
    response: ZReportsPage,
  },
  async ({ query }) => listReportsPage(query),
);
