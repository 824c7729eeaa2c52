// Every streamed CSV (finance, the audit trail): rows pulled from an async source one batch at a time into csv-stringify (RFC 4180 quoting,
// CRLF), behind a UTF-8 BOM so spreadsheets read accented names right. Nothing holds the whole file.
import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

const BOM = "\uFEFF";

/** A cell a spreadsheet would run as a formula ("=SUM(...)", "+1", "@x") is prefixed with a quote. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
}

export function csvResponse(fileName: string, header: readonly string[], rows: AsyncIterable<unknown[]>): Response {
  const csv = stringify({ record_delimiter: "windows", bom: false });
  csv.write([...header]);
  const source = Readable.from(rows);
  source.on("data", (row: unknown[]) => {
    if (!csv.write(row.map(safeCell))) source.pause();
  });
  csv.on("drain", () => source.resume());
  source.on("end", () => csv.end());
  source.on("error", (error) => csv.destroy(error));
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(BOM);
      for await (const chunk of csv) yield chunk as Buffer;
    })(),
  );
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName.replace(/[^\w.-]+/g, "_")}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** Pages through a keyset query until it runs dry, yielding one row at a time. */
export async function* batches<T, K>(
  fetchPage: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const page = await fetchPage(after);
    for (const row of page) yield row;
    if (page.length === 0) return;
    after = keyOf(page[page.length - 1]);
  }
}
