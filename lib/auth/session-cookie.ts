// A next-auth session cookie minted outside next-auth (single sign-on, lib/auth/sso/complete-sso.ts): the same JWE
// next-auth's credentials sign-in writes (next-auth/jwt encode, same secret, same maxAge, same cookie name and
// flags), carrying the same claims the jwt callback sets (lib/auth/options.ts): userId, sessionVersion and a new
// session id (sid) that sign-out revokes.
import "server-only";
import { encode } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/options";
import { newSessionId } from "@/lib/auth/revoke-session";

/** next-auth's rule: __Secure- prefixed and Secure when the public URL is https. */
export function sessionCookieName(): { name: string; secure: boolean } {
  const secure = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
  return { name: `${secure ? "__Secure-" : ""}next-auth.session-token`, secure };
}

export async function mintSessionCookie(user: { id: string; email: string; name: string; sessionVersion: number }) {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET must be set");
  const value = await encode({
    secret,
    maxAge: SESSION_MAX_AGE_SECONDS,
    token: {
      sub: user.id,
      email: user.email,
      name: user.name,
      userId: user.id,
      sessionVersion: user.sessionVersion,
      sid: newSessionId(),
    },
  });
  const { name, secure } = sessionCookieName();
  return {
    name,
    value,
    options: { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: SESSION_MAX_AGE_SECONDS },
  };
}
