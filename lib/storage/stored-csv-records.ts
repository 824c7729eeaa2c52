// The records of a stored CSV (one object per row, keys = trimmed header cells), read as a stream. Built with
// pipeline, so a read error (missing file, dropped S3 connection) reaches the loop that reads the records
// instead of being emitted to no listener.
import { pipeline } from "node:stream/promises";
import { parse, type Parser } from "csv-parse";
import { readStream } from "@/lib/storage/files";

export function storedCsvRecords(storageKey: string): Parser {
  const parser = parse({
    columns: (h: string[]) => h.map((c) => c.trim()),
    bom: true,
    skip_empty_lines: true,
    trim: true,
  });
  pipeline(readStream(storageKey), parser).catch(() => {}); // the parser is destroyed with the error
  return parser;
}
