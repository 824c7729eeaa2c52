// next-auth's own credentials check, as POST /api/auth/callback/credentials runs it (authorize with the request's
// headers, which next-auth hands over as a plain object), and the session cookie its jwt callback would mint.
import { encode, type JWT } from "next-auth/jwt";
import { authOptions } from "@/lib/auth/options";

type Authorize = (c: Record<string, string>, req: unknown) => Promise<{ id: string; sessionVersion?: number } | null>;

const authorize = (
  authOptions.providers.find((p) => p.id === "credentials") as unknown as { options: { authorize: Authorize } }
).options.authorize;

/** "ok" or the message authorize() threw (what the sign-in form shows). */
export async function signInOutcome(
  credentials: { email: string; password: string; code?: string },
  headers: Record<string, string> = {},
): Promise<string> {
  try {
    return (await authorize(credentials, { headers })) ? "ok" : "null";
  } catch (error) {
    return (error as Error).message;
  }
}

/** Signs in and answers the session cookie (and its claims) the callback would set. */
export async function signInSession(email: string, password: string): Promise<{ cookie: string; token: JWT }> {
  const user = await authorize({ email, password }, { headers: {} });
  if (!user) throw new Error("sign-in failed");
  const token = (await authOptions.callbacks!.jwt!({
    token: { sub: user.id },
    user: user as never,
    account: null,
    trigger: "signIn",
  })) as JWT;
  const value = await encode({ secret: process.env.NEXTAUTH_SECRET!, token });
  return { cookie: `next-auth.session-token=${value}`, token: { ...token, exp: Math.floor(Date.now() / 1000) + 3600 } };
}
