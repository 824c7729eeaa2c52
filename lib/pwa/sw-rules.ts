// What the service worker (lib/pwa/service-worker.ts, served at /sw.js) does with each request: the one place
// its rules live, imported by the unit tests and written into the worker's script as source text. So
// `swStrategy` stays self-contained: no imports, no names from outside its own body.

/** The app shell: the offline page, with the scripts and styles it names, fetched at install. */
export const SHELL_CACHE = "omni-shell-v1";
/** The signed-in user's key (lib/pwa/user-cache-key.ts), so a restarted worker still knows whose cache is whose. */
export const META_CACHE = "omni-meta-v1";
/** One cache per user, named with the user's key: the payslip PDFs that user opened, for reading them offline. */
export const PAYSLIP_CACHE_PREFIX = "omni-payslips-";
/** The META_CACHE entry holding the signed-in user's key. */
export const USER_ENTRY = "/__omni/user";
export const OFFLINE_PATH = "/offline";
/** Public files kept for offline use besides the offline page (refreshed from the network while online). */
export const SHELL_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];

export type SwStrategy =
  /** A page: the network, else the offline page. Never cached: pages are private. */
  | "navigate"
  /** GET /api/employees/{id}/payslips/{payReportId}/pdf: the network (kept in the user's cache), else that cache. */
  | "payslip"
  /** Next's hashed build files: immutable, so the shell cache first. */
  | "static"
  /** The manifest and icons: the network, else the shell cache. */
  | "shell"
  /** Everything else (API answers above all): left to the browser, never cached. */
  | "network";

export function swStrategy(method: string, mode: string, url: string, origin: string): SwStrategy {
  if (method !== "GET") return "network";
  const { origin: at, pathname, search } = new URL(url);
  if (at !== origin) return "network";
  if (/^\/api\/employees\/[^/]+\/payslips\/[^/]+\/pdf$/.test(pathname) && !search) return "payslip";
  if (mode === "navigate") return "navigate";
  if (pathname.startsWith("/_next/static/")) return "static";
  if (pathname === "/manifest.webmanifest" || /^\/icons\/[\w.-]+\.png$/.test(pathname)) return "shell";
  return "network";
}

/** The name of a user's payslip cache. */
export function payslipCacheName(userKey: string): string {
  return PAYSLIP_CACHE_PREFIX + userKey;
}

/** A user key as lib/pwa/user-cache-key.ts makes them (the worker refuses anything else as a cache name). */
export const USER_KEY_PATTERN = /^[0-9a-f]{32}$/;
