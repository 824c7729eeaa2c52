// A path segment whose percent-encoding does not decode (`%ED`, `%E0%A4%A`, `%zz`) makes Next's router throw in its
// own decodeURIComponent and answer 500 before any route runs. The middleware (middleware.ts) sees such a request
// first and refuses it here: 400, in the one error shape for /api, plain text for pages. Edge-safe.
import { AppError } from "@/lib/errors";
import { errorBody } from "@/lib/http/errors";

export const MALFORMED_PATH_MESSAGE = "The address is not valid: it has a malformed percent-encoding.";

/** True when a segment of the (still encoded) path does not percent-decode to valid UTF-8. */
export function hasMalformedPathEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  return pathname.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** The 400 for a malformed path: the one JSON error shape under /api, plain text for pages. */
export function malformedPathResponse(pathname: string, requestId: string): Response {
  const headers = { "x-request-id": requestId, "cache-control": "no-store" };
  if (!isApiPath(pathname))
    return new Response(`400 Bad Request: ${MALFORMED_PATH_MESSAGE}`, {
      status: 400,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
    });
  return Response.json(errorBody(new AppError("BAD_REQUEST", MALFORMED_PATH_MESSAGE), requestId), {
    status: 400,
    headers,
  });
}
