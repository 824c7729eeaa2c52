// Streaming pay-register CSV reader (format: lib/payroll/schema.ts CSV_REQUIRED_COLUMNS): bytes of the stored
// file in, lines of PostgreSQL's COPY text format out, in one pass over each chunk's characters. Each record is
// validated and its concept's taxonomy resolved from an in-memory map on the way (a million-row UPDATE
// afterwards would cost more than the COPY itself). Nothing holds more than one chunk; a row allocates only
// its field strings (no record objects, no object-mode stream between parsing and encoding: with csv-parse
// in front, parsing cost 20-35 us a row, several times the COPY it feeds).
//
// CSV rules (as csv-parse with bom, skip_empty_lines, trim and strict quotes read them before): a UTF-8 BOM
// is dropped; lines end in LF, CRLF or CR; blank (or whitespace-only) lines are skipped; cells are trimmed;
// a cell may be quoted ("" is a quote inside it, and it may span lines); a quote inside an unquoted cell,
// text after a closing quote or an unclosed quote make the file malformed.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CSV_REQUIRED_COLUMNS } from "@/lib/payroll/schema";

export type Taxonomy = {
  category: string;
  applicationType: "Income" | "Deduction" | "Contribution";
  payrollGlobal: string | null;
  payrollGlobalSubCategory: string | null;
  inputType: string | null;
  /** "gross" | "net" | "employerCost": the register states this total itself (checked, never summed). */
  statedTotal?: string | null;
};

/** The category of a row whose concept is a total the register states (its payrollGlobal names the total). */
export const STATED_TOTAL = "statedTotal";

export const MAX_ERRORS = 100;
const VALUE_RE = /^[+-]?\d{1,14}(\.\d{1,8})?$/;
const CURRENCY_RE = /^[A-Za-z]{3}$/;
const MAX_RECORD_CHARS = 1 << 20;

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

/** The columns PayRegisterCopyStream emits, in order (COPY column list). */
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
  "currency",
] as const;

/** The taxonomy columns of a COPY line, escaped (computed once per distinct concept). */
function taxonomyTail(taxonomy: Taxonomy | undefined): string {
  // A stated total has no application type, so no sum of the enrich stage (income, deductions, contributions)
  // nor any category total counts it.
  if (taxonomy?.statedTotal)
    return [null, STATED_TOTAL, taxonomy.statedTotal, taxonomy.payrollGlobalSubCategory, taxonomy.inputType]
      .map(copyEscape)
      .join("\t");
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

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;
/** Leading characters a cell drops (csv-parse's trim; CR and LF end the line first). */
const isPad = (c: number) => c === 32 || c === 9 || c === 12;

type Columns = {
  employeeId: number;
  firstName: number;
  lastName: number;
  concept: number;
  value: number;
  currency: number;
};

/** Bytes in, COPY text out. Collects readable per-row errors; once one is seen it stops emitting rows (the
 *  stage's transaction is rolled back anyway) but keeps reading to report more, up to MAX_ERRORS. A malformed
 *  CSV (quotes) ends the reading there. */
export class PayRegisterCopyStream extends Transform {
  readonly errors: { rowNumber: number | null; message: string }[] = [];
  /** Concepts the taxonomy does not know, in order of first appearance (at most MAX_ERRORS distinct). */
  readonly unknownConcepts = new Map<string, { rows: number; firstRow: number }>();
  rows = 0;
  /** The first row's currency: the report's currency for display (each row keeps its own). */
  currency: string | null = null;
  private columns: Columns | null = null;
  private width = 0;
  private out = "";
  private carry = "";
  /** Line breaks before `carry` (the next record's line number is one more, plus breaks inside quotes). */
  private lines = 0;
  private started = false;
  private stopped = false;
  private readonly decoder = new StringDecoder("utf8");
  /** The record scanRecord() last read: its cells, line breaks inside quotes, whether a cell was quoted. */
  private readonly fields: string[] = [];
  private breaks = 0;
  private quoted = false;
  private malformed: string | null = null;
  private readonly escapedGtnId: string;
  /** concept as written -> [escaped concept, escaped taxonomy columns, known?] (a register has few concepts). */
  private readonly concepts = new Map<string, [string, string, boolean]>();

  constructor(
    gtnId: string,
    private readonly lookup: (concept: string) => Taxonomy | undefined,
    private readonly onProgress?: (rows: number) => void,
    private readonly chunkChars = 64 * 1024,
  ) {
    super({ readableHighWaterMark: 256 * 1024 });
    this.escapedGtnId = copyEscape(gtnId);
  }

  get failed() {
    return this.errors.length > 0;
  }

  private fail(rowNumber: number | null, message: string) {
    if (this.errors.length < MAX_ERRORS) this.errors.push({ rowNumber, message });
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (!this.stopped) this.consume(this.carry + this.decoder.write(chunk), false);
    this.pushLines();
    callback();
  }

  _flush(callback: TransformCallback) {
    if (!this.stopped) this.consume(this.carry + this.decoder.end(), true);
    if (!this.columns && !this.failed)
      this.fail(null, "The file is empty: expected a header row and at least one concept row.");
    else if (this.columns && this.rows === 0 && !this.failed) this.fail(null, "The file has no concept rows.");
    this.pushLines(true);
    callback();
  }

  private pushLines(last = false) {
    if (this.failed) this.out = "";
    if (this.out.length >= this.chunkChars || (last && this.out)) {
      this.push(this.out);
      this.out = "";
    }
    this.onProgress?.(this.rows);
  }

  /** Reads every complete record of `text`; keeps the unfinished tail for the next chunk (or, at the end, reads it). */
  private consume(text: string, final: boolean) {
    let pos = 0;
    if (!this.started && (text.length > 0 || final)) {
      if (text.charCodeAt(0) === 0xfeff) pos = 1;
      this.started = true;
    }
    while (pos < text.length) {
      const next = this.scanRecord(text, pos, final);
      if (next < 0) break;
      const line = this.lines + 1 + this.breaks;
      if (this.malformed) {
        this.fail(null, `Line ${line}: the CSV is malformed (${this.malformed}).`);
        this.stopped = true;
        this.carry = "";
        return;
      }
      this.lines = line;
      pos = next;
      const f = this.fields;
      if (f.length === 1 && f[0] === "" && !this.quoted) continue; // blank line
      if (!this.columns) {
        if (this.failed) continue;
        this.header(f);
      } else this.record(f, line);
    }
    this.carry = pos < text.length ? text.slice(pos) : "";
    // An unfinished record is scanned again with each chunk: cap it so a stray quote cannot make that quadratic.
    if (this.carry.length > MAX_RECORD_CHARS) {
      this.fail(
        null,
        `Line ${this.lines + 1}: the CSV is malformed (a record longer than 1 MB, or an unclosed quote).`,
      );
      this.stopped = true;
      this.carry = "";
    }
  }

  /** Splits the record at `pos` into this.fields (and this.breaks, this.quoted, this.malformed). Returns where
   *  the next record starts, or -1 when the record does not end in this text yet (wait for the next chunk). */
  private scanRecord(text: string, pos: number, final: boolean): number {
    const n = text.length;
    const fields = this.fields;
    fields.length = 0;
    this.breaks = 0;
    this.quoted = false;
    let i = pos;
    for (;;) {
      while (i < n && isPad(text.charCodeAt(i))) i++;
      if (i < n && text.charCodeAt(i) === QUOTE) {
        this.quoted = true;
        let value = "";
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0 || (q + 1 >= n && !final)) {
            if (!final) return -1;
            return this.fault(n, `a quote opened in field ${fields.length + 1} is not closed`);
          }
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        for (let k = value.indexOf("\n"); k >= 0; k = value.indexOf("\n", k + 1)) this.breaks++;
        while (i < n && isPad(text.charCodeAt(i))) i++;
        if (i >= n && !final) return -1;
        fields.push(value);
        const c = i < n ? text.charCodeAt(i) : LF;
        if (c === COMMA) {
          i++;
          continue;
        }
        if (c === LF || c === CR) return this.lineEnd(text, i, final);
        return this.fault(n, `text after the closing quote of field ${fields.length}`);
      }
      const start = i;
      let c = 0;
      while (i < n && (c = text.charCodeAt(i)) !== COMMA && c !== LF && c !== CR) {
        if (c === QUOTE) return this.fault(n, `a quote inside the unquoted field ${fields.length + 1}`);
        i++;
      }
      if (i >= n && !final) return -1;
      fields.push(text.slice(start, i).trimEnd());
      if (i < n && c === COMMA) {
        i++;
        continue;
      }
      return this.lineEnd(text, i, final);
    }
  }

  private fault(next: number, message: string) {
    this.malformed = message;
    return next;
  }

  /** Past the line end at `at` (CRLF is one; a CR at the very end of a chunk may have its LF in the next one). */
  private lineEnd(text: string, at: number, final: boolean): number {
    const n = text.length;
    if (at >= n) return n;
    if (text.charCodeAt(at) !== CR) return at + 1;
    if (at + 1 >= n) return final ? n : -1;
    return text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
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

  private concept(concept: string): [string, string, boolean] {
    let entry = this.concepts.get(concept);
    if (!entry) {
      const taxonomy = this.lookup(concept);
      entry = [copyEscape(concept), taxonomyTail(taxonomy), taxonomy !== undefined];
      this.concepts.set(concept, entry);
    }
    return entry;
  }

  /** Validates one data record and appends its COPY line (nothing once the file has failed). */
  private record(record: string[], line: number) {
    const c = this.columns!;
    if (record.length !== this.width)
      return this.fail(line, `Line ${line}: expected ${this.width} columns, found ${record.length}.`);
    const employeeRef = record[c.employeeId];
    const concept = record[c.concept];
    const rawValue = record[c.value];
    if (!employeeRef) return this.fail(line, `Line ${line}: employeeId is empty.`);
    if (!concept) return this.fail(line, `Line ${line}: concept is empty.`);
    const value = normaliseValue(rawValue);
    if (value === null) return this.fail(line, `Line ${line}: value '${rawValue.slice(0, 40)}' is not a number.`);
    let currency = c.currency >= 0 ? record[c.currency] : "";
    if (currency) {
      if (!CURRENCY_RE.test(currency))
        return this.fail(line, `Line ${line}: currency '${currency.slice(0, 10)}' is not a 3-letter code.`);
      currency = currency.toUpperCase();
      this.currency ??= currency;
    }
    this.rows += 1;
    if (this.failed) return;
    const [escapedConcept, tail, known] = this.concept(concept);
    if (!known) {
      const seen = this.unknownConcepts.get(concept);
      if (seen) seen.rows += 1;
      else if (this.unknownConcepts.size < MAX_ERRORS)
        this.unknownConcepts.set(concept, { rows: 1, firstRow: this.rows });
    }
    this.out += `${this.escapedGtnId}\t${this.rows}\t${copyEscape(employeeRef)}\t${copyEscape(record[c.firstName])}\t${copyEscape(record[c.lastName])}\t${escapedConcept}\t${value}\t${tail}\t${currency || "\\N"}\n`;
  }
}

/** Test helper: parse a whole text with the same stream code (fed in chunks of `chunkBytes` when given). */
export async function parsePayRegisterText(
  text: string,
  lookup: (concept: string) => Taxonomy | undefined = () => undefined,
  chunkBytes?: number,
) {
  const { Readable, Writable } = await import("node:stream");
  const { pipeline } = await import("node:stream/promises");
  const stream = new PayRegisterCopyStream("gtn", lookup);
  const bytes = Buffer.from(text);
  const size = chunkBytes ?? Math.max(bytes.length, 1);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  let out = "";
  await pipeline(
    Readable.from(chunks),
    stream,
    new Writable({
      write(chunk, _e, cb) {
        out += String(chunk);
        cb();
      },
    }),
  );
  const copyLines = out.split("\n").filter(Boolean);
  return { rows: stream.rows, errors: stream.errors, copyLines, currency: stream.currency };
}
