// Keyset (seek) paging, one way for every list: the cursor is an opaque base64url text of the last row's sort
// values and id; the next page is the rows after that position in the list's order, so a page costs the same
// however deep it is (no OFFSET, no count per page), and reading pageSize + 1 rows tells whether there is one.
// Platform code: it knows no domain, the lists say which columns they sort on. No Prisma runtime here (the
// list schemas the forms share import the cursor check); the SQL lists' condition is in keyset-sql.ts.
import { AppError } from "@/lib/errors";

/** One sort value of a position; a Date travels as its ISO text. */
export type CursorValue = string | Date;

const MAX_CURSOR_VALUE = 200;

// base64url without Node's Buffer: the list schemas bring this module into browser bundles, where Buffer would pull
// in a polyfill (issue 28, page weight). Same text as Buffer's "base64url" (no padding).
function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Throws on text that is not base64url of UTF-8. */
function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque cursor of a position: the row's sort values, then its id, in the list's order. */
export function encodeCursor(values: readonly CursorValue[]): string {
  const texts = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return toBase64Url(JSON.stringify(texts));
}

/** The `arity` texts of a cursor this module encoded, or null for anything else (it never throws). */
export function decodeCursor(cursor: string, arity: number): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor));
  } catch {
    return null;
  }
  const ok =
    Array.isArray(parsed) &&
    parsed.length === arity &&
    parsed.every((p) => typeof p === "string" && p.length <= MAX_CURSOR_VALUE) &&
    parsed.at(-1) !== "";
  return ok ? (parsed as string[]) : null;
}

/** The (createdAt, id) position of a newest-first list's cursor, or null when it is not one. */
export function decodeTimeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const parts = decodeCursor(cursor, 2);
  const createdAt = new Date(parts?.[0] ?? "");
  return parts && !Number.isNaN(createdAt.getTime()) ? { createdAt, id: parts[1] } : null;
}

/** The 400 for a cursor the list did not give out, naming the query field it came in. */
export function invalidCursor(field: string, message = "Invalid cursor", fieldMessage = message): AppError {
  return new AppError("BAD_REQUEST", message, { fieldErrors: { [field]: [fieldMessage] } });
}

/** A `nextPageKey` list's 400 (the finance, benefits and jobs lists name their cursor so). */
export const invalidPageKey = () => invalidCursor("nextPageKey", "nextPageKey is not valid.", "Unknown page key.");

/** The (createdAt, id) position of a `nextPageKey`, null without one; 400 when the list did not give it out. */
export function pageKeyAfter(nextPageKey: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!nextPageKey) return null;
  const after = decodeTimeCursor(nextPageKey);
  if (!after) throw invalidPageKey();
  return after;
}

/**
 * The Prisma `where` of the rows after `values` in a lexicographic order on `fields` (dotted paths reach a
 * relation's column, e.g. "employee.lastName"): OR over i of (the first i fields equal, field i past it).
 */
export function seekWhere<W>(fields: readonly string[], values: readonly unknown[], direction: "asc" | "desc"): W {
  const past = direction === "asc" ? "gt" : "lt";
  const at = (path: string, filter: unknown) =>
    path.split(".").reduceRight<unknown>((inner, key) => ({ [key]: inner }), filter);
  return {
    OR: fields.map((field, i) => ({
      AND: [...fields.slice(0, i).map((f, j) => at(f, values[j])), at(field, { [past]: values[i] })],
    })),
  } as W;
}

/** Splits the pageSize + 1 rows read into the page and the next cursor (null on the last page). */
export function keysetPage<T>(rows: readonly T[], pageSize: number, keyOf: (last: T) => readonly CursorValue[]) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

// The lists newest first on (createdAt desc, id desc), the common case.

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The Prisma `where` of the rows after a newest-first cursor, {} on the first page; 400 naming `field` if bad. */
export function afterNewest<W>(cursor: string | null | undefined): W | Record<string, never> {
  if (!cursor) return {};
  const at = decodeTimeCursor(cursor);
  if (!at) throw invalidCursor("cursor");
  return seekWhere<W>(["createdAt", "id"], [at.createdAt, at.id], "desc");
}

/** The same `where` from a decoded position (null: the first page). */
export function afterPosition<W>(at: { createdAt: Date; id: string } | null): W | Record<string, never> {
  return at ? seekWhere<W>(["createdAt", "id"], [at.createdAt, at.id], "desc") : {};
}

/** A newest-first page: its rows mapped and the cursor after the last one. */
export function newestPage<T extends { createdAt: Date; id: string }, U>(
  rows: readonly T[],
  pageSize: number,
  map: (r: T) => U,
) {
  const { page, nextCursor } = keysetPage(rows, pageSize, (r) => [r.createdAt, r.id]);
  return { items: page.map(map), nextCursor };
}
