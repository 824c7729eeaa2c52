// Hostile values for the fuzz suite (tests/integration/security/fuzz.test.ts), and reading a route's zod schema
// to know which fields to aim them at.
import { Readable } from "node:stream";
import type { z } from "zod";

export const NUL = "\u0000";
export const LONE_SURROGATE = "\ud800";
export const MEGABYTE = "x".repeat(1024 * 1024);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Whole bodies that must each answer 400 on any JSON route (refused before any handler runs). */
export const STRICT_BODIES: { name: string; raw: string }[] = [
  { name: "null", raw: "null" },
  { name: "array", raw: "[]" },
  { name: "array of objects", raw: '[{"a":1}]' },
  { name: "number", raw: "1" },
  { name: "huge number", raw: "1e300" },
  { name: "string", raw: '"text"' },
  { name: "true", raw: "true" },
  { name: "NUL key", raw: JSON.stringify({ ["a" + NUL]: 1 }) },
  { name: "NUL value", raw: JSON.stringify({ anything: "a" + NUL + "b" }) },
  { name: "lone surrogate value", raw: '{"anything":"\\ud800"}' },
  { name: "lone low surrogate", raw: '{"anything":"x\\udc00"}' },
  { name: "__proto__ key", raw: '{"__proto__":{"isAdmin":true}}' },
  { name: "constructor key", raw: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: "deep nesting", raw: JSON.stringify(nested(200)) },
  { name: "NUL in a nested array", raw: JSON.stringify({ list: [[["\u0000"]]] }) },
];

/** Bodies that must never 500 but may be accepted (400, 403, 404, 409, 422 or even 2xx). */
export const LOOSE_BODIES: { name: string; raw: string }[] = [
  { name: "empty object", raw: "{}" },
  { name: "empty body", raw: "" },
  { name: "malformed JSON", raw: "{not json" },
  { name: "truncated JSON", raw: '{"a":' },
  { name: "1 MB string field", raw: JSON.stringify({ name: MEGABYTE, note: MEGABYTE }) },
  { name: "unicode", raw: JSON.stringify({ name: "Zoë 😀 \u202e", note: "\ufeff" }) },
  { name: "paired surrogates (valid)", raw: '{"name":"\\ud83d\\ude00"}' },
];

/** Values aimed at each field of a route's body schema. */
export const FIELD_VALUES: { name: string; value: unknown; strict?: boolean }[] = [
  { name: "NUL", value: "a\u0000b", strict: true },
  { name: "lone surrogate", value: LONE_SURROGATE, strict: true },
  { name: "1e300", value: 1e300 },
  { name: "-1e300", value: -1e300 },
  { name: "negative", value: -1 },
  { name: "2^53", value: 2 ** 53 },
  { name: "2^31", value: 2 ** 31 },
  { name: "fraction", value: 0.123456789 },
  { name: "NaN string", value: "NaN" },
  { name: "Infinity string", value: "Infinity" },
  { name: "1e309 string", value: "1e309" },
  { name: "number string", value: "12abc" },
  { name: "null", value: null },
  { name: "true", value: true },
  { name: "object", value: { nested: { deeper: 1 } } },
  { name: "array", value: [1, "a", null] },
  { name: "empty string", value: "" },
  { name: "SQL text", value: '\'; DROP TABLE "User"; --' },
  { name: "1 MB string", value: MEGABYTE },
  { name: "bad date", value: "2024-02-31" },
];

/** Values for route params and query strings (what a URL can carry). */
export const URL_VALUES: { name: string; value: string; strict?: boolean }[] = [
  { name: "NUL", value: "\u0000", strict: true },
  { name: "embedded NUL", value: "abc\u0000def", strict: true },
  { name: "lone surrogate", value: LONE_SURROGATE, strict: true },
  { name: "SQL text", value: "' OR 1=1 --" },
  { name: "path traversal", value: "../../etc/passwd" },
  { name: "10k string", value: "x".repeat(10_000) },
  { name: "huge number", value: "1e300" },
  { name: "negative", value: "-1" },
  { name: "NaN", value: "NaN" },
  { name: "JSON", value: '{"$ne":null}' },
  { name: "unicode", value: "😀\u202e" },
];

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
};
type Schema = { _zod?: { def: Def } };

/** Top-level field names of a body or query schema (objects, unions, pipes, defaults, intersections). */
export function fieldsOf(schema: unknown, into = new Set<string>()): Set<string> {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return into;
  if (def.type === "object" && def.shape) for (const key of Object.keys(def.shape)) into.add(key);
  for (const child of [def.in, def.out, def.innerType, def.left, def.right, ...(def.options ?? [])])
    if (child) fieldsOf(child, into);
  return into;
}

export type AnySchema = z.ZodType;

// ---------------------------------------------------------------------------------------------------------------
// Impossible calendar dates: each matches yyyy-MM-dd, none names a real day a column can hold.

export const IMPOSSIBLE_DATES = ["2026-02-31", "2026-13-01", "2026-00-10", "2026-04-31", "2025-02-29", "2026-01-00"];

type Parseable = { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } };

/** The issues a schema raises at `field` (top level) for `input`. */
export function issuesAt(schema: unknown, input: Record<string, unknown>, field: string): number {
  const result = (schema as Parseable).safeParse(input);
  return result.success ? 0 : (result.error?.issues ?? []).filter((i) => String(i.path[0]) === field).length;
}

/**
 * The top-level fields of a body or query schema that hold a calendar date, found by asking the schema itself:
 * it takes a real yyyy-MM-dd day at the field and refuses text that is no date (so enums, free text, cursors and
 * year-month fields are not dates). `base` fills the other fields (a valid body where the route has one).
 */
export function dateFieldsOf(schema: unknown, base: Record<string, unknown> = {}): string[] {
  return [...fieldsOf(schema)].filter(
    (field) =>
      issuesAt(schema, { ...base, [field]: "2026-01-15" }, field) === 0 &&
      issuesAt(schema, { ...base, [field]: "not a date" }, field) > 0 &&
      // A cursor or code pattern takes any word; a date does not.
      issuesAt(schema, { ...base, [field]: "notadate" }, field) > 0,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Multipart bodies, built byte for byte (a browser's FormData cannot send a broken one).

export const BOUNDARY = "----omniFuzzBoundary7MA4YWxkTrZu0gW";

/** One part: a text field (no fileName) or a file. */
export type Part = { name: string; value: string | Buffer; fileName?: string; type?: string };

export function multipartBody(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ""}`;
    const type = part.fileName !== undefined ? `Content-Type: ${part.type ?? "application/octet-stream"}\r\n` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * Malformed multipart requests for every upload route. `strict`: must answer exactly 400 once the caller is
 * authorised (the form is refused before anything is stored); the others must answer some 4xx.
 */
export function malformedMultipart(
  fileField: string,
  leading: Part[] = [],
): { name: string; contentType: string; body: Buffer; strict: boolean; strictSigned: boolean }[] {
  const file = (over: Partial<Part> = {}): Part => ({
    name: fileField,
    value: PDF_BYTES,
    fileName: "doc.pdf",
    type: "application/pdf",
    ...over,
  });
  const body = (parts: Part[], boundary = BOUNDARY, close = true) =>
    multipartBody([...leading, ...parts], boundary, close);
  const whole = body([file()]);
  const cases: { name: string; contentType: string; body: Buffer; strict?: boolean; strictSigned?: boolean }[] = [
    { name: "no boundary", contentType: "multipart/form-data", body: whole, strict: true },
    { name: "empty boundary", contentType: "multipart/form-data; boundary=", body: whole, strict: true },
    {
      name: "boundary over 70 characters",
      contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
      body: whole,
    },
    { name: "not multipart (text/plain)", contentType: "text/plain", body: whole, strict: true },
    { name: "no content type", contentType: "", body: whole, strict: true },
    { name: "JSON content type", contentType: "application/json", body: Buffer.from("{}"), strict: true },
    { name: "empty body", contentType: MULTIPART, body: Buffer.alloc(0), strict: true },
    { name: "garbage body", contentType: MULTIPART, body: Buffer.from("this is not a multipart form"), strict: true },
    { name: "another boundary in the body", contentType: MULTIPART, body: body([file()], "other"), strict: true },
    { name: "only the closing boundary", contentType: MULTIPART, body: Buffer.from(`--${BOUNDARY}--\r\n`) },
    { name: "truncated in the file", contentType: MULTIPART, body: whole.subarray(0, whole.length - 30), strict: true },
    { name: "no closing boundary", contentType: MULTIPART, body: body([file()], BOUNDARY, false), strict: true },
    {
      name: "truncated in a part header",
      contentType: MULTIPART,
      body: Buffer.concat([
        body([], BOUNDARY, false),
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filen`),
      ]),
      strict: true,
    },
    {
      name: "malformed part header",
      contentType: MULTIPART,
      body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    },
    {
      name: "file part without a name",
      contentType: MULTIPART,
      body: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
      ),
    },
    { name: "file in an unknown field", contentType: MULTIPART, body: body([file({ name: "evil" })]), strict: true },
    { name: "file with an empty name", contentType: MULTIPART, body: body([file({ fileName: "" })]) },
    { name: "NUL in the file name", contentType: MULTIPART, body: body([file({ fileName: "a\u0000.pdf" })]) },
    { name: "too many files", contentType: MULTIPART, body: body(Array.from({ length: 30 }, () => file())) },
    {
      name: "a 300 KB text field",
      contentType: MULTIPART,
      body: body([{ name: "note", value: "x".repeat(300 * 1024) }, file()]),
      strict: true,
      // The signed target keeps only its own fields: a long other field is cut, the upload goes on.
      strictSigned: false,
    },
    {
      name: "300 parts",
      contentType: MULTIPART,
      body: body(Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, value: "x" }))),
      strict: true,
    },
  ];
  return cases.map((c) => ({ ...c, strict: !!c.strict, strictSigned: c.strictSigned ?? !!c.strict }));
}

/** Bytes every upload route refuses whatever the name (lib/storage/sniff-type.ts dangerousContent). */
export const REFUSED_FILES: { name: string; bytes: Buffer; fileName: string }[] = [
  { name: "HTML named .pdf", bytes: Buffer.from("<!doctype html><script>alert(1)</script>"), fileName: "invoice.pdf" },
  { name: "HTML named .csv", bytes: Buffer.from("<html><body onload=alert(1)>"), fileName: "rows.csv" },
  {
    name: "SVG with script",
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
    fileName: "a.png",
  },
  { name: "Windows executable", bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62)]), fileName: "setup.pdf" },
  { name: "shell script", bytes: Buffer.from("#!/bin/sh\nrm -rf /\n"), fileName: "run.csv" },
];

/** A refused file grown to `size` bytes (the dangerous head first, so it is refused on its first bytes). */
export function padded(bytes: Buffer, size: number): Buffer {
  return size <= bytes.length ? bytes : Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);
}

/**
 * A request body that arrives the way a socket delivers it to the server: in chunks on later turns of the event
 * loop, its end on a turn of its own. (A string or Buffer body is whole before the handler reads it, which hides
 * races between a refused upload and the rest of the body still arriving.)
 */
export function networkBody(bytes: Buffer, chunkSize = 16 * 1024): Readable {
  let offset = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        if (offset >= bytes.length) return void this.push(null);
        this.push(bytes.subarray(offset, offset + chunkSize));
        offset += chunkSize;
      });
    },
  });
}
