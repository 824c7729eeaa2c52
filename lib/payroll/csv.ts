// Streaming pay-register CSV reader (format: lib/payroll/schema.ts CSV_REQUIRED_COLUMNS). csv-parse turns
// bytes into records; PayRegisterEncoder validates each record and turns it into one line of PostgreSQL's
// COPY text format, resolving the concept's taxonomy from an in-memory map on the way (a million-row
// UPDATE afterwards would cost more than the COPY itself). Nothing here holds more than one chunk.
import { Transform, type TransformCallback } from "node:stream";
import { parse, type Parser } from "csv-parse";
import { CSV_REQUIRED_COLUMNS } from "@/lib/payroll/schema";

export type Taxonomy = {
  category: string;
  applicationType: "Income" | "Deduction" | "Contribution";
  payrollGlobal: string | null;
  payrollGlobalSubCategory: string | null;
  inputType: string | null;
};

export type ParsedRow = {
  rowNumber: number;
  employeeRef: string;
  firstName: string;
  lastName: string;
  concept: string;
  value: string;
  currency: string | null;
};

export const MAX_ERRORS = 100;
const VALUE_RE = /^[+-]?\d{1,14}(\.\d{1,8})?$/;

/** csv-parse configured for pay registers: BOM stripped, CRLF or LF, empty lines skipped, trimmed cells. */
export function createCsvParser(): Parser {
  return parse({ bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, relax_quotes: false });
}

/** Strip thousands commas (spec 2 section 9) and check the result is a plain number. */
export function normaliseValue(raw: string): string | null {
  if (VALUE_RE.test(raw)) return raw; // the common case: no commas or spaces to strip
  const stripped = raw.replace(/,/g, "").replace(/\s/g, "");
  return VALUE_RE.test(stripped) ? stripped : null;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function copyEscape(value: string | null | undefined): string {
  if (value === null || value === undefined) return "\\N";
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

/** The columns PayRegisterEncoder emits, in order (COPY column list). */
export const COPY_COLUMNS = [
  "grossToNetId",
  "rowNumber",
  "employeeRef",
  "firstName",
  "lastName",
  "concept",
  "value",
  "applicationType",
  "category",
  "payrollGlobal",
  "payrollGlobalSubCategory",
  "inputType",
] as const;

/** The taxonomy columns of a COPY line, escaped (computed once per distinct concept). */
function taxonomyTail(taxonomy: Taxonomy | undefined): string {
  return [
    taxonomy?.applicationType ?? null,
    taxonomy?.category ?? null,
    taxonomy?.payrollGlobal ?? null,
    taxonomy?.payrollGlobalSubCategory ?? null,
    taxonomy?.inputType ?? null,
  ]
    .map(copyEscape)
    .join("\t");
}

export function copyLine(gtnId: string, row: ParsedRow, taxonomy: Taxonomy | undefined): string {
  return encodeLine(copyEscape(gtnId), row, `${copyEscape(row.concept)}\t${row.value}\t${taxonomyTail(taxonomy)}`);
}

/** One COPY line; `conceptTail` = escaped concept, value and taxonomy columns. */
function encodeLine(escapedGtnId: string, row: ParsedRow, conceptTail: string): string {
  return `${escapedGtnId}\t${row.rowNumber}\t${copyEscape(row.employeeRef)}\t${copyEscape(row.firstName)}\t${copyEscape(row.lastName)}\t${conceptTail}\n`;
}

type Columns = {
  employeeId: number;
  firstName: number;
  lastName: number;
  concept: number;
  value: number;
  currency: number;
};

/** Object-mode records in, COPY text chunks out. Collects readable per-row errors; once one is seen it stops
 *  emitting rows (the stage's transaction is rolled back anyway) but keeps reading to report more. */
export class PayRegisterEncoder extends Transform {
  readonly errors: { rowNumber: number | null; message: string }[] = [];
  /** Concepts the taxonomy does not know, in order of first appearance (at most MAX_ERRORS distinct). */
  readonly unknownConcepts = new Map<string, { rows: number; firstRow: number }>();
  rows = 0;
  currency: string | null = null;
  private columns: Columns | null = null;
  private width = 0;
  private buffer = "";
  private line = 0;
  private readonly escapedGtnId: string;
  /** concept as written -> [escaped concept, escaped taxonomy columns, known?] (a register has few concepts). */
  private readonly concepts = new Map<string, [string, string, boolean]>();

  constructor(
    private readonly gtnId: string,
    private readonly lookup: (concept: string) => Taxonomy | undefined,
    private readonly parser: Parser | null,
    private readonly onProgress?: (rows: number) => void,
    private readonly chunkBytes = 64 * 1024,
  ) {
    super({ writableObjectMode: true, readableObjectMode: false, writableHighWaterMark: 256 });
    this.escapedGtnId = copyEscape(gtnId);
  }

  private concept(concept: string): [string, string, boolean] {
    let entry = this.concepts.get(concept);
    if (!entry) {
      const taxonomy = this.lookup(concept);
      entry = [copyEscape(concept), taxonomyTail(taxonomy), taxonomy !== undefined];
      this.concepts.set(concept, entry);
    }
    return entry;
  }

  get failed() {
    return this.errors.length > 0;
  }

  private fail(rowNumber: number | null, message: string) {
    if (this.errors.length < MAX_ERRORS) this.errors.push({ rowNumber, message });
  }

  private header(record: string[]) {
    const names = record.map((c) => c.trim().toLowerCase());
    const at = (name: string) => names.indexOf(name.toLowerCase());
    const missing = CSV_REQUIRED_COLUMNS.filter((c) => at(c) < 0);
    if (missing.length) {
      this.fail(
        1,
        `Missing column(s): ${missing.join(", ")}. Expected header: ${CSV_REQUIRED_COLUMNS.join(", ")} (optional: currency).`,
      );
      return;
    }
    this.width = record.length;
    this.columns = {
      employeeId: at("employeeId"),
      firstName: at("firstName"),
      lastName: at("lastName"),
      concept: at("concept"),
      value: at("value"),
      currency: at("currency"),
    };
  }

  /** Parse one record (exported for tests through parseRecord()). */
  parseRecord(record: string[], line: number): ParsedRow | null {
    const c = this.columns!;
    if (record.length !== this.width) {
      this.fail(line, `Line ${line}: expected ${this.width} columns, found ${record.length}.`);
      return null;
    }
    const employeeRef = record[c.employeeId];
    const concept = record[c.concept];
    const rawValue = record[c.value];
    if (!employeeRef) {
      this.fail(line, `Line ${line}: employeeId is empty.`);
      return null;
    }
    if (!concept) {
      this.fail(line, `Line ${line}: concept is empty.`);
      return null;
    }
    const value = normaliseValue(rawValue ?? "");
    if (value === null) {
      this.fail(line, `Line ${line}: value '${(rawValue ?? "").slice(0, 40)}' is not a number.`);
      return null;
    }
    const currency = c.currency >= 0 ? record[c.currency] || null : null;
    if (currency && !/^[A-Za-z]{3}$/.test(currency)) {
      this.fail(line, `Line ${line}: currency '${currency.slice(0, 10)}' is not a 3-letter code.`);
      return null;
    }
    if (currency && !this.currency) this.currency = currency.toUpperCase();
    this.rows += 1;
    return {
      rowNumber: this.rows,
      employeeRef,
      firstName: record[c.firstName],
      lastName: record[c.lastName],
      concept,
      value,
      currency,
    };
  }

  private noteUnknown(row: ParsedRow) {
    const seen = this.unknownConcepts.get(row.concept);
    if (seen) seen.rows += 1;
    else if (this.unknownConcepts.size < MAX_ERRORS)
      this.unknownConcepts.set(row.concept, { rows: 1, firstRow: row.rowNumber });
  }

  _transform(record: string[], _encoding: BufferEncoding, callback: TransformCallback) {
    this.line = this.parser?.info.lines ?? this.line + 1;
    if (!this.columns) {
      if (!this.failed) this.header(record);
      return callback();
    }
    const row = this.parseRecord(record, this.line);
    if (row && !this.failed) {
      const [concept, tail, known] = this.concept(row.concept);
      if (!known) this.noteUnknown(row);
      this.buffer += encodeLine(this.escapedGtnId, row, `${concept}\t${row.value}\t${tail}`);
      if (this.buffer.length >= this.chunkBytes) {
        this.push(this.buffer);
        this.buffer = "";
        this.onProgress?.(this.rows);
      }
    }
    callback();
  }

  _flush(callback: TransformCallback) {
    if (!this.columns && !this.failed)
      this.fail(null, "The file is empty: expected a header row and at least one concept row.");
    else if (this.columns && this.rows === 0 && !this.failed) this.fail(null, "The file has no concept rows.");
    if (this.buffer && !this.failed) this.push(this.buffer);
    this.buffer = "";
    this.onProgress?.(this.rows);
    callback();
  }
}

/** Test helper and small-file path: parse a whole text with the same stream code. */
export async function parsePayRegisterText(
  text: string,
  lookup: (concept: string) => Taxonomy | undefined = () => undefined,
) {
  const { Readable } = await import("node:stream");
  const { pipeline } = await import("node:stream/promises");
  const parser = createCsvParser();
  const encoder = new PayRegisterEncoder("gtn", lookup, parser);
  const lines: string[] = [];
  let parseError: string | null = null;
  await pipeline(
    Readable.from([text]),
    parser,
    encoder,
    new Transform({
      transform(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    }),
  ).catch((error: Error) => {
    parseError = readableCsvError(error);
  });
  const errors = parseError ? [...encoder.errors, { rowNumber: null, message: parseError }] : encoder.errors;
  const copyLines = lines.join("").split("\n").filter(Boolean);
  return { rows: encoder.rows, errors, copyLines, currency: encoder.currency };
}

/** csv-parse errors (unclosed quotes and the like) as one readable message. */
export function readableCsvError(error: unknown): string {
  const e = error as { code?: string; lines?: number; message?: string };
  if (e?.code?.startsWith("CSV_"))
    return `Line ${e.lines ?? "?"}: the CSV is malformed (${e.message?.replace(/^Invalid [^:]*: /, "") ?? e.code}).`;
  return "The file could not be read as CSV.";
}
