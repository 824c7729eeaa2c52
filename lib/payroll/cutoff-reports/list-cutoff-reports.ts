// GET /api/cutoff-reports: one period's reports (the latest period by default), filtered by LSP and country,
// ordered by country and id and keyset-paged (50 or 100 a page).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import {
  defaultCutoffPeriod,
  type CutoffReportList,
  type CutoffReportQuery,
  type CutoffReportView,
} from "@/lib/payroll/cutoff-reports/schema";

export const periodDate = (period: string) => new Date(`${period}-01T00:00:00Z`);

/** Reports of an LSP and country with a period (yyyy-MM) from..to, both ends included. */
export function cutoffReportWhere(filter: {
  lspId?: string;
  countryCode?: string;
  fromPeriod?: string;
  toPeriod?: string;
}): Prisma.CutoffReportWhereInput {
  return {
    ...(filter.fromPeriod || filter.toPeriod
      ? {
          period: {
            ...(filter.fromPeriod ? { gte: periodDate(filter.fromPeriod) } : {}),
            ...(filter.toPeriod ? { lte: periodDate(filter.toPeriod) } : {}),
          },
        }
      : {}),
    ...(filter.lspId ? { lspId: filter.lspId } : {}),
    ...(filter.countryCode ? { countryCode: filter.countryCode } : {}),
  };
}

export const CUTOFF_REPORT_ORDER: Prisma.CutoffReportOrderByWithRelationInput[] = [
  { countryName: "asc" },
  { id: "asc" },
];
export const CUTOFF_REPORT_SELECT = {
  id: true,
  reportName: true,
  countryName: true,
  countryCode: true,
  period: true,
  lsp: { select: { name: true } },
} satisfies Prisma.CutoffReportSelect;

export function toCutoffReportView(
  r: Prisma.CutoffReportGetPayload<{ select: typeof CUTOFF_REPORT_SELECT }>,
): CutoffReportView {
  return {
    report_id: r.id,
    report_name: r.reportName,
    country_name: r.countryName,
    country_code: r.countryCode,
    lsp_name: r.lsp.name,
    period: r.period.toISOString().slice(0, 7),
  };
}

export async function listCutoffReports(query: CutoffReportQuery): Promise<CutoffReportList> {
  const period = query.period ?? defaultCutoffPeriod();
  const rows = await db.cutoffReport.findMany({
    where: cutoffReportWhere({ ...query, fromPeriod: period, toPeriod: period }),
    orderBy: CUTOFF_REPORT_ORDER,
    select: CUTOFF_REPORT_SELECT,
    take: query.pageSize + 1,
    ...(query.nextPageKey ? { cursor: { id: query.nextPageKey }, skip: 1 } : {}),
  });
  const page = rows.slice(0, query.pageSize);
  return {
    period,
    items: page.map(toCutoffReportView),
    nextPageKey: rows.length > query.pageSize ? page[page.length - 1].id : null,
  };
}
