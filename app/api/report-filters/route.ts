import { route } from "@/lib/http/route";
import { getCutoffFilters } from "@/lib/payroll/cutoff-reports/get-cutoff-filters";

// GET /report-filters: the spec's lsps [{ lsp_id, lsp_name }], plus the countries and periods of the tab.
export const GET = route({ permission: "cutoffReports.read", summary: "Cutoff report filters" }, async () => {
  const filters = await getCutoffFilters();
  return {
    lsps: filters.lsps.map((l) => ({ lsp_id: l.id, lsp_name: l.name })),
    countries: filters.countries.map((c) => ({ country_code: c.code, country_name: c.name })),
    periods: filters.periods,
    default_period: filters.defaultPeriod,
  };
});
