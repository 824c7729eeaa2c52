import { route } from "@/lib/http/route";
import { getCutoffFilters } from "@/lib/payroll/cutoff-reports/get-cutoff-filters";

// GET /cutoff-reports/filters: LSPs, countries and the period list (with its default) for the tab's filters.
export const GET = route({ permission: "cutoffReports.read" }, async () => getCutoffFilters());
