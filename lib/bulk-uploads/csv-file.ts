// Reading an import file (browser and server): BOM stripped, quoted commas kept, header checked against the
// template. The browser uses it for the per-file count and success state before 'Review and add'.
import { parse } from "csv-parse/sync";
import { REQUIRED_COLUMNS, TEMPLATE_COLUMNS } from "@/lib/bulk-uploads/row-schema";

export type CsvFileCheck = { ok: true; rows: Record<string, string>[]; count: number } | { ok: false; message: string };

export const EMPTY_FILE = "The file is empty: add a header row and one row per employee.";

export function headerProblem(header: string[]): string | null {
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !(TEMPLATE_COLUMNS as readonly string[]).includes(c));
  if (!missing.length && !unknown.length) return null;
  return [
    "The header row does not match the template.",
    missing.length ? `Missing columns: ${missing.join(", ")}.` : "",
    unknown.length ? `Unknown columns: ${unknown.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export const BINARY_FILE = "The file is not a CSV file: it holds binary data (save the sheet as CSV and upload that).";

export function readEmployeeCsv(text: string): CsvFileCheck {
  // NUL characters never occur in a text CSV: a spreadsheet, PDF or image renamed to .csv.
  if (text.includes("\u0000")) return { ok: false, message: BINARY_FILE };
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    return { ok: false, message: `The file is not a valid CSV: ${(error as Error).message}` };
  }
  if (records.length === 0) return { ok: false, message: EMPTY_FILE };
  const header = records[0].map((h) => h.trim());
  const problem = headerProblem(header);
  if (problem) return { ok: false, message: problem };
  if (records.length === 1) return { ok: false, message: EMPTY_FILE };
  const rows = records.slice(1).map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
  return { ok: true, rows, count: rows.length };
}

/** The downloadable template: the header row and one example row. */
export function templateCsv(): string {
  const example = ["Ada", "Lovelace", "ada.lovelace@example.com", "GB", "Engineer", "2027-01-04", "85000", "GBP", ""];
  return `${TEMPLATE_COLUMNS.join(",")}\n${example.join(",")}\n`;
}
