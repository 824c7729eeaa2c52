import { route } from "@/lib/http/route";
import { ZFxRateQuery } from "@/lib/hiring/schema";
import { getFxRate } from "@/lib/hiring/get-fx-rate";

// GET /api/payroll/invoices/fx-rate?fromCurrency&toCurrency: the latest stored rate (salary -> billing currency).
export const GET = route({ permission: "fxRates.read", query: ZFxRateQuery }, async ({ query }) => ({
  data: await getFxRate(query.fromCurrency, query.toCurrency),
}));
