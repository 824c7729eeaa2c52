// GET /api/reports (spec 3 section 7): the cutoff reports under the spec's offset contract (page, per_page,
// total_count), filtered by LSP, country and the months that from_date..to_date touch. Same filter, order and
// row shape as the tab's keyset list (list-cutoff-reports.ts); page is capped at MAX_REPORTS_PAGE.
import "server-only";
import { db } from "@/lib/db";
import {
  CUTOFF_REPORT_ORDER,
  CUTOFF_REPORT_SELECT,
  cutoffReportWhere,
  toCutoffReportView,
} from "@/lib/payroll/cutoff-reports/list-cutoff-reports";
import type { ReportsPage, ReportsQuery } from "@/lib/payroll/cutoff-reports/schema";

export async function listReportsPage(query: ReportsQuery): Promise<ReportsPage> {
  const where = cutoffReportWhere({
    lspId: query.lsp_id,
    countryCode: query.country_code,
    fromPeriod: query.from_date?.slice(0, 7),
    toPeriod: query.to_date?.slice(0, 7),
  });
  const [rows, total] = await Promise.all([
    db.cutoffReport.findMany({
      where,
      orderBy: CUTOFF_REPORT_ORDER,
      select: CUTOFF_REPORT_SELECT,
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    }),
    db.cutoffReport.count({ where }),
  ]);
  return { reports: rows.map(toCutoffReportView), total_count: total };
}
