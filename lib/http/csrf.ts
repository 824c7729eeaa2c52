// Cross-site request defences beyond the SameSite cookie flag: a JSON route accepts only a JSON body (an HTML
// form cannot send application/json cross-site), and a cookie-authenticated write must come from our own
// origin. Bearer-token calls carry no ambient credential, so they are not checked.
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";

export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/** 415 for a body that is not JSON. A request with neither a body nor a content type is an empty JSON object. */
export function assertJsonBody(req: NextRequest, text: string): void {
  const contentType = req.headers.get("content-type");
  if (contentType ? !isJsonContentType(contentType) : text.length > 0)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "This endpoint accepts only application/json.");
}

/** The origins the app itself is served from: the configured public URL and the address this request came to. */
export function ownOrigins(req: NextRequest): Set<string> {
  const origins = new Set<string>();
  if (process.env.NEXTAUTH_URL) {
    try {
      origins.add(new URL(process.env.NEXTAUTH_URL).origin);
    } catch {
      /* a malformed setting adds nothing */
    }
  }
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? req.nextUrl.protocol.replace(/:$/, "");
    origins.add(`${proto}://${host.split(",")[0].trim()}`);
  } else origins.add(req.nextUrl.origin);
  return origins;
}

/**
 * A write made with the session cookie must come from our own pages. Browsers send Origin on every
 * cross-origin write and Sec-Fetch-Site on every request; a non-browser client without them is not a CSRF vector.
 */
export function assertSameOrigin(req: NextRequest): void {
  if (req.headers.get("sec-fetch-site") === "cross-site")
    throw new AppError("FORBIDDEN", "Cross-site requests are not allowed.");
  const origin = req.headers.get("origin");
  if (origin !== null && !ownOrigins(req).has(origin))
    throw new AppError("FORBIDDEN", "Cross-site requests are not allowed.");
}
