// What the cutoff report lists answer (lib/payroll/cutoff-reports/list-cutoff-reports.ts, list-reports-page.ts), for the
// OpenAPI document, the routes' return type and the tab (the types in lib/payroll/cutoff-reports/schema.ts).
import { z } from "zod";
import { ZNextKey } from "@/lib/zod/response";

export const ZCutoffReportView = z.object({
  report_id: z.string(),
  report_name: z.string(),
  country_name: z.string(),
  country_code: z.string(),
  lsp_name: z.string(),
  period: z.string().describe("yyyy-MM"),
});

/** GET /api/cutoff-reports: one period's reports, keyset-paged. */
export const ZCutoffReportList = z.object({
  period: z.string().describe("yyyy-MM: the period asked for, or the latest"),
  items: z.array(ZCutoffReportView),
  nextPageKey: ZNextKey,
});

/** GET /api/reports: the spec's offset contract (page, per_page). */
export const ZReportsPage = z.object({
  reports: z.array(ZCutoffReportView),
  total_count: z.number().int(),
});
