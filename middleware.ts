// First gate only, for pages: sends signed-out visitors to /login and passes the path (x-pathname) to server
// components. It runs on full loads and on client-side navigation (RSC) requests alike; the page guard
// (lib/pages/guard.ts) reads the path to apply the redirect gates.
// Every API route enforces authentication, permissions and read-only mode itself (lib/http/route.ts),
// so /api is matched here only when its path carries a percent-encoding (which keeps large uploads out of the
// middleware's body buffer): a malformed one (`/api/health/%ED`) would make Next's router answer 500 before any
// route runs, so it is refused here with a 400 in the one error shape (a plain 400 for pages).
// Security headers (issue 28): every page answer gets a Content-Security-Policy with a fresh nonce, on the response
// and on the request (Next puts that nonce on its scripts; x-nonce for our own). The fixed headers (HSTS,
// X-Frame-Options, nosniff, referrer and permissions policies) and the API answers' CSP come from next.config.js.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { hasMalformedPathEncoding, isApiPath, malformedPathResponse } from "@/lib/http/path-encoding";
import { createNonce, onboardingFormOrigins, pageCsp } from "@/lib/http/security-headers";

// The manifest and the offline page are public: a phone reads them before (and without) signing in. So is a
// letter's verification page (its QR code is scanned by whoever holds the paper), and the signed records' (checked
// by whoever the employee hands one to).
const PUBLIC_PATHS = [
  "/login",
  "/logout",
  "/change-pw",
  "/404",
  "/error",
  "/manifest.webmanifest",
  "/offline",
  "/verify-letter",
  "/verify-record",
];

export async function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (hasMalformedPathEncoding(pathname))
    return malformedPathResponse(pathname, req.headers.get("x-request-id") ?? crypto.randomUUID());
  // An /api path with a well-formed percent-encoding: the route wrapper does everything else.
  if (isApiPath(pathname)) return NextResponse.next();
  const nonce = createNonce();
  const csp = pageCsp({
    nonce,
    dev: process.env.NODE_ENV === "development",
    https: (process.env.NEXTAUTH_URL ?? "").startsWith("https:"),
    frameOrigins: onboardingFormOrigins(),
  });
  return withCsp(await gate(req, nonce, csp), csp);
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

async function gate(req: NextRequest, nonce: string, csp: string): Promise<NextResponse> {
  const { pathname } = req.nextUrl;
  // The client router's cache-busting parameter is not part of the page's address.
  const params = new URLSearchParams(req.nextUrl.search);
  params.delete("_rsc");
  const search = params.size ? `?${params.toString()}` : "";
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-pathname", pathname + search);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const isPublic = PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(p + "/"));
  if (!isPublic) {
    // W7 (two-factor): a session still waiting for its second factor is gated here or in the page guard. Mark:
    // SECOND-FACTOR GATE. The CSP above applies to every answer of this function, redirects included.
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
