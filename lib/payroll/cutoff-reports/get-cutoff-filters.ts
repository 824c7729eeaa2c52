// GET /api/cutoff-reports/filters: the LSPs and countries that have cutoff reports, and the period list.
import "server-only";
import { db } from "@/lib/db";
import { cutoffPeriods, type CutoffFilters } from "@/lib/payroll/cutoff-reports/schema";

export async function getCutoffFilters(): Promise<CutoffFilters> {
  const [lsps, countries] = await Promise.all([
    db.cutoffReport.findMany({ distinct: ["lspId"], select: { lsp: { select: { id: true, name: true } } } }),
    db.cutoffReport.findMany({ distinct: ["countryCode"], select: { countryCode: true, countryName: true } }),
  ]);
  const periods = cutoffPeriods();
  return {
    lsps: lsps.map((l) => l.lsp).sort((a, b) => a.name.localeCompare(b.name)),
    countries: countries
      .map((c) => ({ code: c.countryCode, name: c.countryName }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    periods,
    defaultPeriod: periods[0].value,
  };
}
