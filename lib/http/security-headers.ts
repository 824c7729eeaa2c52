// The security headers of every answer (issue 28 'Headers'; docs/operations.md 'Security headers').
// Pages: a Content-Security-Policy with a fresh nonce per request, set by middleware.ts on the response and on the
// request (Next reads the nonce from the request's CSP and puts it on its own scripts; x-nonce for our code).
// API answers and static files (found or not): the same fixed headers from next.config.js, with a CSP that allows
// nothing (JSON and files need no script), except the inline PDF the contract viewer frames (same origin only).
// Edge-safe: middleware.ts imports this.

/** Headers of every answer, pages and API alike. */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), " +
    "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
};

/** Sent in production (`next start`). Browsers ignore it over plain http (RFC 6797 8.1), so the e2e servers on
 *  http://localhost are not pinned to https by it; behind TLS it holds for two years, subdomains included. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** API answers: no script, no frame, nothing fetched. The few allowances are for files opened inline (a receipt, a
 *  contract PDF in its own tab): Chrome's PDF viewer is a plugin (object-src 'self') whose page sets inline styles. */
export const API_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; font-src data:; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Paths middleware.ts leaves alone (its matcher): Next's own files and static files by extension. Their answers,
 *  a 404 for a missing one included, get the closed API_CSP from next.config.ts: nothing in them needs to run.
 *  next.config.ts `headers()` sources (path-to-regexp); keep the extensions in step with the middleware's matcher
 *  (tests/unit/core/security-headers.test.ts checks both). */
export const STATIC_FILE_EXTENSIONS = ["png", "jpg", "jpeg", "svg", "ico", "css", "js", "txt"] as const;
/** The service worker's script (app/sw.js/route.ts) is the one .js file with a policy of its own
 *  (lib/pwa/service-worker.ts: it fetches from this origin), which the closed one would override: left out. */
export const SERVICE_WORKER_PATH = "/sw.js";
export const STATIC_PATH_SOURCES = [
  "/_next/:path*",
  `/:file((?!sw\\.js$).*\\.(?:${STATIC_FILE_EXTENSIONS.join("|")}))`,
];

/** The contract viewer frames its PDF (GET /api/employees/[employeeId]/contracts/[contractId]/pdf): that answer may
 *  be framed by our own pages, nobody else's. */
export const FRAMEABLE_PDF_CSP = API_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** A fresh nonce: 16 random bytes in base64 (Web Crypto, so it runs in the middleware's runtime). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

type PageCspOptions = { nonce: string; dev?: boolean; https?: boolean; frameOrigins?: string[] };

/**
 * The pages' policy. Scripts: only ours with this request's nonce ('strict-dynamic' lets them load the chunks they
 * import), never 'unsafe-inline'; 'unsafe-eval' in `next dev` only (React's dev tools). Styles: 'unsafe-inline',
 * because Radix (dialogs, popovers) and our components set style attributes, which a nonce cannot cover, and a
 * nonce in style-src would switch 'unsafe-inline' off. Frames: our own (the contract PDF) and the onboarding form's
 * origin. Images: ours, data: and blob: (receipt previews, downloads).
 */
export function pageCsp({ nonce, dev = false, https = false, frameOrigins = [] }: PageCspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    ["frame-src 'self'", ...frameOrigins].join(" "),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The origin of the onboarding form (TYPEFORM_FORM_URL, else Typeform's), which /typeform frames. */
export function onboardingFormOrigins(formUrl = process.env.TYPEFORM_FORM_URL): string[] {
  try {
    return [new URL(formUrl?.trim() || "https://form.typeform.com").origin];
  } catch {
    return ["https://form.typeform.com"];
  }
}
