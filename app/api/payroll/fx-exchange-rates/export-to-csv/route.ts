import { Readable } from "node:stream";
import { route } from "@/lib/http/route";
import { ZFxRateFilters } from "@/lib/fx-rates/schema";
import { exportFxRatesCsv } from "@/lib/fx-rates/export-fx-rates-csv";

// GET /payroll/fx-exchange-rates/export-to-csv?fromCurrency&toCurrency (spec 2 section 2): the table as CSV.
export const GET = route({ permission: "fxRates.read", query: ZFxRateFilters }, async ({ query }) => {
  const { stream, fileName } = exportFxRatesCsv(query);
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
