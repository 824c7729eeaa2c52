// What the FX-rates list answers (lib/finance/fx-rates/list-fx-rates.ts), for the OpenAPI document, the route's return
// type and the tab (the types in lib/finance/fx-rates/schema.ts).
import { z } from "zod";
import { ZDate, ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

export const ZFxRateView = z.object({
  id: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: ZDecimal,
  rateDate: ZDate,
});

export const ZFxRateList = z.object({
  items: z.array(ZFxRateView),
  nextPageKey: ZNextKey,
  lastUpdatedAt: ZDateTime.nullable().describe("when the newest rate was written; null while there is none"),
});
