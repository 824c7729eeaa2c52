import { route } from "@/lib/http/route";
import { ZFxRateFilters } from "@/lib/finance/fx-rates/schema";
import { linkFxRatesCsv } from "@/lib/finance/fx-rates/export-fx-rates-csv";
import { ZSignedLinkAnswer } from "@/lib/zod/response";

// GET /payroll/fx-exchange-rates/export-to-csv?fromCurrency&toCurrency (spec 2 and 3 section 7): data.url, a
// signed link (10 minutes) that streams the table's rates as CSV.
export const GET = route(
  {
    permission: "fxRates.read",
    query: ZFxRateFilters,
    response: ZSignedLinkAnswer,
    summary: "FX rates as CSV: answers data.url, a signed download link",
  },
  ({ actor, query }) => linkFxRatesCsv(actor, query),
);
