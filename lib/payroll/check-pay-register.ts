// The pay register check the upload dialog runs in the browser before a file is sent (spec 2 sections 4, 5).
// Pure and browser-safe: the server's reader (lib/payroll/csv.ts) is a Node stream (node:stream, StringDecoder)
// feeding PostgreSQL's COPY, so it cannot run in the browser; this reads the text by the same rules and reports
// the same problems early, each with its line and column:
//   - CSV shape: a UTF-8 BOM is dropped, lines end in LF, CRLF or CR, blank lines are skipped, cells are trimmed,
//     a cell may be quoted ("" inside), a quote inside an unquoted cell, text after a closing quote or an unclosed
//     quote make the file malformed (reading stops there, as on the server);
//   - the header holds the required columns (lib/payroll/schema.ts CSV_REQUIRED_COLUMNS, case-insensitive);
//   - each row has the header's width, an employeeId, a concept, a number as value (thousands commas allowed)
//     and, when given, a 3-letter currency;
//   - every concept is in the country's and LSP's taxonomy (GET /api/payroll/taxonomy-concepts; matched trimmed
//     and case-insensitive like the pipeline), reported once per concept with its row count and first line.
// The server still checks everything (tests/unit/payroll/check-pay-register.test.ts holds the two to the same
// verdicts). Registers are CSV only (the upload accepts .csv); a large file is checked on its first MAX_CHECK_BYTES.
import { CSV_REQUIRED_COLUMNS } from "@/lib/payroll/schema";
import { conceptKey } from "@/lib/taxonomies/known-concepts-schema";

export type RegisterProblem = { line: number | null; column: string | null; message: string };
export type RegisterCheck = {
  problems: RegisterProblem[];
  /** Concept rows read. */
  rows: number;
  /** Distinct concepts read, as first written. */
  concepts: string[];
  /** Concepts were checked against a taxonomy (false: none given, e.g. no provider chosen yet). */
  conceptsChecked: boolean;
  /** Only the start of the file was read (see MAX_CHECK_BYTES). */
  partial: boolean;
};

export const MAX_PROBLEMS = 100;
/** The browser reads at most this much of a file (a million-row register is ~50 MB; the server reads it all). */
export const MAX_CHECK_BYTES = 8 * 1024 * 1024;
// Same as lib/payroll/csv.ts normaliseValue (which cannot be imported here: that module is a Node stream).
const VALUE_RE = /^[+-]?\d{1,14}(\.\d{1,8})?$/;
const CURRENCY_RE = /^[A-Za-z]{3}$/;

const isNumber = (raw: string) => VALUE_RE.test(raw) || VALUE_RE.test(raw.replace(/,/g, "").replace(/\s/g, ""));
const isPad = (c: string) => c === " " || c === "\t" || c === "\f";

type CsvRecord = { cells: string[]; line: number; quoted: boolean };

/** Splits `text` into records (line = the record's first line). Stops at the first malformed record. */
function* records(text: string): Generator<CsvRecord | { malformed: string; line: number }> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let quoted = false;
    for (;;) {
      while (i < n && isPad(text[i])) i++;
      if (text[i] === '"') {
        quoted = true;
        let value = "";
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0)
            return yield { malformed: `a quote opened in field ${cells.length + 1} is not closed`, line: start };
          if (text[q + 1] === '"') {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        for (let k = value.indexOf("\n"); k >= 0; k = value.indexOf("\n", k + 1)) line++;
        while (i < n && isPad(text[i])) i++;
        cells.push(value);
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (i < n && text[i] !== "\n" && text[i] !== "\r")
          return yield { malformed: `text after the closing quote of field ${cells.length}`, line: start };
      } else {
        const from = i;
        while (i < n && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
          if (text[i] === '"')
            return yield { malformed: `a quote inside the unquoted field ${cells.length + 1}`, line: start };
          i++;
        }
        cells.push(text.slice(from, i).trimEnd());
        if (text[i] === ",") {
          i++;
          continue;
        }
      }
      break;
    }
    // Past the line end (CRLF is one).
    if (text[i] === "\r" && text[i + 1] === "\n") i += 2;
    else if (i < n) i++;
    line++;
    if (cells.length === 1 && cells[0] === "" && !quoted) continue;
    yield { cells, line: start, quoted };
  }
}

/**
 * Checks a register's text. `known`: the lookup keys (conceptKey) of the taxonomy's concepts, or null to skip the
 * concept check. `label` names the taxonomy in messages (e.g. "DE · EuroEmploy").
 */
export function checkPayRegister(
  text: string,
  known: ReadonlySet<string> | null,
  { label = "this provider", partial = false }: { label?: string; partial?: boolean } = {},
): RegisterCheck {
  const problems: RegisterProblem[] = [];
  const add = (line: number | null, column: string | null, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, column, message });
  };
  const unknown = new Map<string, { rows: number; firstLine: number }>();
  const concepts = new Map<string, string>();
  let columns: Map<string, number> | null = null;
  let width = 0;
  let rows = 0;
  // A partial read may end inside a record: drop everything after the last line break.
  const body = partial ? text.slice(0, Math.max(0, text.lastIndexOf("\n") + 1)) : text;
  for (const record of records(body)) {
    if ("malformed" in record) {
      add(record.line, null, `Line ${record.line}: the CSV is malformed (${record.malformed}).`);
      break;
    }
    const { cells, line } = record;
    if (!columns) {
      const names = cells.map((c) => c.trim().toLowerCase());
      const missing = CSV_REQUIRED_COLUMNS.filter((c) => !names.includes(c.toLowerCase()));
      if (missing.length) {
        add(
          1,
          missing.join(", "),
          `Missing column(s): ${missing.join(", ")}. Expected header: ${CSV_REQUIRED_COLUMNS.join(", ")} (optional: currency).`,
        );
        break;
      }
      columns = new Map(names.map((name, i) => [name, i] as const).reverse());
      width = cells.length;
      continue;
    }
    const at = (name: string) => columns!.get(name.toLowerCase()) ?? -1;
    if (cells.length !== width) {
      add(line, null, `Line ${line}: expected ${width} columns, found ${cells.length}.`);
      continue;
    }
    const employeeRef = cells[at("employeeId")];
    const concept = cells[at("concept")];
    const value = cells[at("value")];
    const currency = at("currency") >= 0 ? cells[at("currency")] : "";
    rows += 1;
    if (!employeeRef) add(line, "employeeId", `Line ${line}: employeeId is empty.`);
    else if (!concept) add(line, "concept", `Line ${line}: concept is empty.`);
    else if (!isNumber(value)) add(line, "value", `Line ${line}: value '${value.slice(0, 40)}' is not a number.`);
    else if (currency && !CURRENCY_RE.test(currency))
      add(line, "currency", `Line ${line}: currency '${currency.slice(0, 10)}' is not a 3-letter code.`);
    if (!concept) continue;
    if (!concepts.has(conceptKey(concept))) concepts.set(conceptKey(concept), concept.trim());
    if (known && !known.has(conceptKey(concept))) {
      const seen = unknown.get(conceptKey(concept));
      if (seen) seen.rows += 1;
      else unknown.set(conceptKey(concept), { rows: 1, firstLine: line });
    }
  }
  if (!columns && problems.length === 0)
    add(null, null, "The file is empty: expected a header row and at least one concept row.");
  else if (columns && rows === 0 && problems.length === 0 && !partial) add(null, null, "The file has no concept rows.");
  for (const [key, u] of unknown)
    add(
      u.firstLine,
      "concept",
      `Line ${u.firstLine}, column concept: unknown concept '${concepts.get(key)}' for ${label} (${u.rows} row${u.rows === 1 ? "" : "s"}). Add it to the taxonomy or correct the name.`,
    );
  return { problems, rows, concepts: [...concepts.values()], conceptsChecked: known !== null, partial };
}

/** Reads a File in the browser (its first MAX_CHECK_BYTES) and checks it. */
export async function checkPayRegisterFile(
  file: Blob,
  known: ReadonlySet<string> | null,
  label?: string,
): Promise<RegisterCheck> {
  const partial = file.size > MAX_CHECK_BYTES;
  const text = await readText(partial ? file.slice(0, MAX_CHECK_BYTES) : file);
  return checkPayRegister(text, known, { label, partial });
}

/** Blob.text(), or FileReader where a Blob has no text() (older engines, jsdom). */
function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === "function") return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
