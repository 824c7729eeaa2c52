import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { appOrigin } from "@/lib/account/origin";
import { ZSsoStartQuery } from "@/lib/auth/sso/schema";
import { startSso } from "@/lib/auth/sso/start-sso";
import { SSO_FLOW_COOKIE, flowCookieOptions } from "@/lib/auth/sso/flow-cookie";

// Redirects (302) to the e-mail domain's identity provider; back to /login when the domain has none.
export const GET = route(
  { auth: "public", query: ZSsoStartQuery, summary: "Start single sign-on: redirect to the identity provider" },
  async ({ req, query }) => {
    const origin = appOrigin(req);
    let started: Awaited<ReturnType<typeof startSso>>;
    try {
      started = await startSso(query, origin);
    } catch {
      return NextResponse.redirect(new URL("/login?ssoError=provider", origin), 302);
    }
    if (!started) return NextResponse.redirect(new URL("/login", origin), 302);
    const res = NextResponse.redirect(started.url, 302);
    res.cookies.set(SSO_FLOW_COOKIE, started.cookie, flowCookieOptions(origin.startsWith("https://")));
    return res;
  },
);
