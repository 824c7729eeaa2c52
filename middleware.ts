// First gate only, for pages: sends signed-out visitors to /login and passes the path (x-pathname) to server
// components. It runs on full loads and on client-side navigation (RSC) requests alike; the page guard
// (lib/pages/guard.ts) reads the path to apply the redirect gates.
// Every API route enforces authentication, permissions and read-only mode itself (lib/http/route.ts),
// so /api is matched here only when its path carries a percent-encoding (which keeps large uploads out of the
// middleware's body buffer): a malformed one (`/api/health/%ED`) would make Next's router answer 500 before any
// route runs, so it is refused here with a 400 in the one error shape (a plain 400 for pages).
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { hasMalformedPathEncoding, isApiPath, malformedPathResponse } from "@/lib/http/path-encoding";

const PUBLIC_PATHS = ["/login", "/logout", "/change-pw", "/404", "/error"];

export async function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (hasMalformedPathEncoding(pathname))
    return malformedPathResponse(pathname, req.headers.get("x-request-id") ?? crypto.randomUUID());
  // An /api path with a well-formed percent-encoding: the route wrapper does everything else.
  if (isApiPath(pathname)) return NextResponse.next();
  // The client router's cache-busting parameter is not part of the page's address.
  const params = new URLSearchParams(req.nextUrl.search);
  params.delete("_rsc");
  const search = params.size ? `?${params.toString()}` : "";
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-pathname", pathname + search);
  const isPublic = PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(p + "/"));
  if (!isPublic) {
    const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
    if (!token) {
      const url = req.nextUrl.clone();
      url.pathname = "/login";
      url.search = `?callbackUrl=${encodeURIComponent(pathname + search)}`;
      return NextResponse.redirect(url);
    }
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: [
    "/((?!api/|_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|svg|ico|css|js|txt)$).*)",
    // /api only with a "%" in the path (checked above); other API requests never pass through here.
    "/api/:path(.*%.*)",
  ],
};
