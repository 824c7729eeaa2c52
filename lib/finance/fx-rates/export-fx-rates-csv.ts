// GET /api/payroll/fx-exchange-rates/export-to-csv answers { data: { url } } (spec 2 and 3 section 7): a signed
// link (lib/storage/signed-download.ts) to the same rows as the tab's table (same filters and order), streamed in
// keyset batches through csv-stringify (RFC 4180 quoting, CRLF) when the link is opened, never the whole file in
// memory.
import "server-only";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { signDownload } from "@/lib/storage/signed-download";
import { FX_ORDER, fxWhere, toFxView } from "@/lib/finance/fx-rates/list-fx-rates";
import { FX_CSV_HEADER, type FxRateFilters } from "@/lib/finance/fx-rates/schema";

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

/** The signed link's kind (lib/downloads/serve-signed-download.ts serves it). */
export const FX_RATES_CSV_DOWNLOAD = "fx-rates-csv";

export async function linkFxRatesCsv(actor: Actor, filters: FxRateFilters) {
  return { data: await signDownload({ kind: FX_RATES_CSV_DOWNLOAD, params: filters, userId: actor.userId }) };
}

export function exportFxRatesCsv(filters: FxRateFilters): { stream: Readable; fileName: string } {
  const csv = stringify({ header: true, columns: [...FX_CSV_HEADER], record_delimiter: "windows" });
  // pipeline: a database error ends the CSV stream with it (its reader sees it), and a reader that goes away
  // stops the batches; nothing is left emitting to no listener.
  pipeline(Readable.from(fxRows(filters)), csv).catch(() => {});
  const suffix = [filters.fromCurrency, filters.toCurrency].filter(Boolean).join("-");
  return { stream: csv, fileName: `fx-rates${suffix ? `-${suffix}` : ""}.csv` };
}

/** What the signed link answers: the CSV as an attachment, streamed. */
export function fxRatesCsvResponse(filters: FxRateFilters): Response {
  const { stream, fileName } = exportFxRatesCsv(filters);
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
