// GET /api/payroll/fx-exchange-rates/export-to-csv: the same rows as the tab's table (same filters and order),
// streamed in keyset batches through csv-stringify (RFC 4180 quoting, CRLF), never the whole file in memory.
import "server-only";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { db } from "@/lib/db";
import { FX_ORDER, fxWhere, toFxView } from "@/lib/fx-rates/list-fx-rates";
import { FX_CSV_HEADER, type FxRateFilters } from "@/lib/fx-rates/schema";

const BATCH = 1000;

async function* fxRows(filters: FxRateFilters) {
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.fxRate.findMany({
      where: fxWhere(filters),
      orderBy: FX_ORDER,
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const r of rows) {
      const v = toFxView(r);
      yield [v.fromCurrency, v.toCurrency, v.rate, v.rateDate];
    }
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1].id;
  }
}

export function exportFxRatesCsv(filters: FxRateFilters): { stream: Readable; fileName: string } {
  const csv = stringify({ header: true, columns: [...FX_CSV_HEADER], record_delimiter: "windows" });
  // pipeline: a database error ends the CSV stream with it (its reader sees it), and a reader that goes away
  // stops the batches; nothing is left emitting to no listener.
  pipeline(Readable.from(fxRows(filters)), csv).catch(() => {});
  const suffix = [filters.fromCurrency, filters.toCurrency].filter(Boolean).join("-");
  return { stream: csv, fileName: `fx-rates${suffix ? `-${suffix}` : ""}.csv` };
}
