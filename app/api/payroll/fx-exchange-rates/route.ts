import { route } from "@/lib/http/route";
import { ZFxRateListQuery } from "@/lib/fx-rates/schema";
import { listFxRates } from "@/lib/fx-rates/list-fx-rates";
import { ZFxRateList } from "@/lib/fx-rates/response-schema";

// GET /payroll/fx-exchange-rates?fromCurrency&toCurrency&pageSize&nextPageKey: the FX-rates tab's table.
export const GET = route(
  { permission: "fxRates.read", query: ZFxRateListQuery, response: ZFxRateList },
  async ({ query }) => listFxRates(query),
);
