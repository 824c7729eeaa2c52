// Building blocks of the response schemas (the `response` option of lib/http/route.ts): they describe the JSON a
// route answers, for the OpenAPI document and the handler's return type; nothing parses a response with them.
import { z } from "zod";

/** A timestamp as JSON carries it (the handler may return a Date: JSON.stringify writes its ISO text). */
export const ZDateTime = z.iso.datetime({ offset: true });
/** A calendar date, yyyy-MM-dd. */
export const ZDate = z.iso.date();
/** A decimal amount as text (never a float), e.g. "1234.50". */
export const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
/** The key of the next keyset page, null on the last page. */
export const ZNextKey = z.string().nullable().describe("Pass back to get the next page; null on the last page.");

/** A signed, expiring link to a file built on demand (lib/storage/signed-download.ts), same origin. */
export const ZSignedLink = z.object({
  url: z.string().describe("GET it (no session needed) before expiresAt: the file, streamed"),
  expiresAt: ZDateTime,
});
/** The spec's `data.url` answer of an export (spec 2 and 3 section 7). */
export const ZSignedLinkAnswer = z.object({ data: ZSignedLink });
/** A `data.url` answer whose link needs the caller's own session or token (spec 1 and 3 section 7). */
export const ZUrlAnswer = z.object({ data: z.object({ url: z.string().describe("same origin; open it signed in") }) });
