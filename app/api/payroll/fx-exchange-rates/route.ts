import { route } from "@/lib/http/route";
import { ZFxRateListQuery } from "@/lib/finance/fx-rates/schema";
import { listFxRates } from "@/lib/finance/fx-rates/list-fx-rates";
import { ZFxRateList } from "@/lib/finance/fx-rates/response-schema";

// GET /payroll/fx-exchange-rates?fromCurrency&toCurrency&pageSize&nextPageKey: the FX-rates tab's table.
export const GET = route(
  { permission: "fxRates.read", query: ZFxRateListQuery, response: ZFxRateList },
  async ({ query }) => listFxRates(query),
);
