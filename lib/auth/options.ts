// next-auth: credentials sign-in, JWT sessions. The JWT only carries the user id and sessionVersion;
// roles are re-read from the database on every request (lib/auth/session.ts).
// Two-factor (issue 28): one authorize() call takes e-mail, password and code. Without a code, a user with
// two-factor on gets SIGN_IN_ERRORS.codeRequired (only after the right password) and no session; the form then
// posts the three together. Nothing is held between the steps (no pending token to steal or replay); a wrong
// code counts as a failed sign-in (lib/auth/throttle.ts). Single sign-on (lib/sso/): a user whose e-mail domain
// has an enabled identity provider cannot sign in with a password, except OP admins (break-glass).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { isThrottled, recordSignInAttempt } from "@/lib/auth/throttle";
import { SIGN_IN_ERRORS, ZSignIn } from "@/lib/auth/schema";
import { consumeTemporaryPassword } from "@/lib/auth/temporary-sign-in";
import { clientAddressOf } from "@/lib/auth/client-address";
import { buildActor, flagsOf } from "@/lib/auth/actor";
import { roleFromDb } from "@/lib/auth/role-names";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { findProviderForEmail } from "@/lib/auth/sso-provider-for-email";

export { SIGN_IN_ERRORS };

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Break-glass: only an OP admin may use a password where single sign-on is configured. */
async function mustUseSso(email: string, roles: { type: string; tenantId: string | null; scopes: string[] }[]) {
  if (!(await findProviderForEmail(email))) return false;
  const actor = buildActor({
    userId: "",
    email,
    name: "",
    roles: roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId, scopes: r.scopes })),
  });
  return !flagsOf(actor).isOPAdmin;
}

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Code", type: "text" },
      },
      async authorize(credentials, req) {
        const parsed = ZSignIn.safeParse(credentials);
        if (!parsed.success) throw new Error(SIGN_IN_ERRORS.invalid);
        const email = parsed.data.email.toLowerCase();
        const address = clientAddressOf((req?.headers as Record<string, unknown> | undefined)?.["x-forwarded-for"]);
        if (await isThrottled(email, address)) throw new Error(SIGN_IN_ERRORS.throttled);
        const user = await db.user.findUnique({
          where: { email },
          select: {
            id: true,
            email: true,
            firstName: true,
            lastName: true,
            passwordHash: true,
            isActive: true,
            sessionVersion: true,
            temporaryPasswordExpiresAt: true,
            totpSecret: true,
            totpEnabledAt: true,
            roles: { select: { type: true, tenantId: true, scopes: true } },
          },
        });
        const passwordOk = await verifyPassword(parsed.data.password, user?.passwordHash);
        let ok = !!user && user.isActive && passwordOk;
        // Only a caller who knows the password learns that SSO or a code is due.
        if (ok && user && (await mustUseSso(email, user.roles))) throw new Error(SIGN_IN_ERRORS.ssoRequired);
        if (ok && user?.totpEnabledAt && user.totpSecret) {
          if (!parsed.data.code) throw new Error(SIGN_IN_ERRORS.codeRequired);
          if (!(await verifySecondFactor(user.id, user.totpSecret, parsed.data.code))) {
            await recordSignInAttempt(email, address, false);
            throw new Error(SIGN_IN_ERRORS.wrongCode);
          }
        }
        // A temporary password is good for one sign-in before it expires.
        if (ok && user?.temporaryPasswordExpiresAt)
          ok = await consumeTemporaryPassword({ ...user, temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt });
        await recordSignInAttempt(email, address, ok);
        if (!ok || !user) throw new Error(SIGN_IN_ERRORS.invalid);
        return {
          id: user.id,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`,
          sessionVersion: user.sessionVersion,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.userId = user.id;
        token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 1;
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        session.user.id = String(token.userId ?? "");
        session.user.sessionVersion = Number(token.sessionVersion ?? 0);
      }
      return session;
    },
  },
};
