import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { appOrigin } from "@/lib/account/origin";
import { safeReturnUrl } from "@/lib/auth/safe-return-path";
import { completeSso } from "@/lib/auth/sso/complete-sso";
import { SSO_FLOW_COOKIE, flowCookieOptions, openFlow } from "@/lib/auth/sso/flow-cookie";

// The identity provider's redirect back: signs the matching user in (next-auth session cookie) and goes on to
// where they were headed, or back to /login with the reason.
export const GET = route(
  { auth: "public", summary: "Single sign-on callback from the identity provider (redirects)" },
  async ({ req }) => {
    const origin = appOrigin(req);
    const flow = openFlow(req.cookies.get(SSO_FLOW_COOKIE)?.value);
    // The provider redirected to our registered address: read its parameters from the URL it called.
    const callbackUrl = `${origin.replace(/\/$/, "")}${req.nextUrl.pathname}${req.nextUrl.search}`;
    const result = await completeSso(flow, callbackUrl, origin);
    // The start route kept only a same-site path; checked again here, so no Location ever leaves the site.
    const target = result.ok
      ? safeReturnUrl(result.callbackUrl, origin)
      : new URL(`/login?ssoError=${result.reason}`, origin);
    const res = NextResponse.redirect(target, 302);
    res.cookies.set(SSO_FLOW_COOKIE, "", { ...flowCookieOptions(origin.startsWith("https://")), maxAge: 0 });
    if (result.ok) res.cookies.set(result.cookie.name, result.cookie.value, result.cookie.options);
    return res;
  },
);
