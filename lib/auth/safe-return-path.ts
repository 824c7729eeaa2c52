// Where to send a user back to after signing in (password or single sign-on), signing out or setting a password:
// always a path of this site, never another origin. Every return address goes through safeReturnPath.
// The value is resolved against a fixed origin with the WHATWG URL parser (what browsers and Node use), and
// refused when it would leave it, or could leave it once some later step (a browser, a proxy, a router)
// strips or decodes part of it:
// - browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example") and read "\" as "/";
// - "//host" and "/\host" are addresses of another host with the current scheme;
// - the same, percent-encoded once or twice ("/%2F%2Fevil.example", "/%252F%252F...", "/%5Cevil.example");
// - an absolute URL is accepted only with the site's own origin and without user info ("https://site@evil").
// Client-safe (no server imports): the sign-in and password forms use it too.

export const DEFAULT_RETURN_PATH = "/";

const MAX_LENGTH = 2048;
/** Only used to resolve relative paths: any fixed origin works. */
const RESOLVE_BASE = "http://return-path.invalid";
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
const WHITESPACE = /\s/;
const ANOTHER_HOST = /^\/[/\\]/;
const DECODE_ROUNDS = 3;

/** The value and its percent-decoded forms, until stable. Byte by byte and lenient (a malformed sequence stays as
 *  it is), so every ASCII character some decoder could produce is seen: "/", "\\", tabs and newlines. */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    const previous = forms[forms.length - 1];
    const next = previous.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === previous) break;
    forms.push(next);
  }
  return forms;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The resolved URL when `value` stays on the site, else null. */
function resolveOnSite(value: string, siteOrigin: string | null): URL | null {
  if (value.startsWith("/")) {
    const url = new URL(value, RESOLVE_BASE);
    return url.origin === RESOLVE_BASE ? url : null;
  }
  // An absolute address: the site's own origin only (next-auth passes absolute ones), never with user info.
  if (!siteOrigin) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.origin !== siteOrigin) return null;
  return url;
}

/**
 * A same-site path (path, query and fragment, starting with exactly one "/") for `value`, or `fallback` when
 * `value` is missing or could lead anywhere else. `origin`: the site's origin, which absolute addresses must have.
 */
export function safeReturnPath(
  value: unknown,
  { origin, fallback = DEFAULT_RETURN_PATH }: { origin?: string; fallback?: string } = {},
): string {
  if (typeof value !== "string" || !value || value.length > MAX_LENGTH) return fallback;
  if (WHITESPACE.test(value) || CONTROL_OR_BACKSLASH.test(value)) return fallback;
  const url = resolveOnSite(value, origin ? originOf(origin) : null);
  if (!url) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The resolved path ("/.//x" resolves to "//x") and its decoded forms must still be one path of this site.
  for (const form of decodedForms(path))
    if (ANOTHER_HOST.test(form) || CONTROL_OR_BACKSLASH.test(form)) return fallback;
  return path;
}

/** The absolute address of safeReturnPath(value) on `origin` (for redirects answered by the server). */
export function safeReturnUrl(value: unknown, origin: string, fallback = DEFAULT_RETURN_PATH): URL {
  return new URL(safeReturnPath(value, { origin, fallback }), origin);
}
