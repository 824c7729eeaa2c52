// GET /api/cutoff-reports: one period's reports (the latest period by default), filtered by LSP and country,
// ordered by country and id and keyset-paged (50 or 100 a page).
import "server-only";
import { db } from "@/lib/db";
import { defaultCutoffPeriod, type CutoffReportList, type CutoffReportQuery } from "@/lib/cutoff-reports/schema";

export const periodDate = (period: string) => new Date(`${period}-01T00:00:00Z`);

export async function listCutoffReports(query: CutoffReportQuery): Promise<CutoffReportList> {
  const period = query.period ?? defaultCutoffPeriod();
  const rows = await db.cutoffReport.findMany({
    where: {
      period: periodDate(period),
      ...(query.lspId ? { lspId: query.lspId } : {}),
      ...(query.countryCode ? { countryCode: query.countryCode } : {}),
    },
    orderBy: [{ countryName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      reportName: true,
      countryName: true,
      countryCode: true,
      period: true,
      lsp: { select: { name: true } },
    },
    take: query.pageSize + 1,
    ...(query.nextPageKey ? { cursor: { id: query.nextPageKey }, skip: 1 } : {}),
  });
  const page = rows.slice(0, query.pageSize);
  return {
    period,
    items: page.map((r) => ({
      report_id: r.id,
      report_name: r.reportName,
      country_name: r.countryName,
      country_code: r.countryCode,
      lsp_name: r.lsp.name,
      period: r.period.toISOString().slice(0, 7),
    })),
    nextPageKey: rows.length > query.pageSize ? page[page.length - 1].id : null,
  };
}
