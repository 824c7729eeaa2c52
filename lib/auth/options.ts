// next-auth: credentials sign-in, JWT sessions. The JWT only carries the user id and sessionVersion;
// roles are re-read from the database on every request (lib/auth/session.ts).
// Two-factor (issue 28): one authorize() call takes e-mail, password and code. Without a code, a user with
// two-factor on gets SIGN_IN_ERRORS.codeRequired (only after the right password) and no session; the form then
// posts the three together. Nothing is held between the steps (no pending token to steal or replay); a wrong
// code counts toward the account's code throttle (lib/auth/throttle.ts, which also describes the per-address and
// per-account waits). Single sign-on (lib/auth/sso/): a user whose e-mail domain has an enabled identity provider cannot
// sign in with a password, except OP admins (break-glass). A deactivated user is told their access ended, only
// after the right password. Each session carries an id (sid) that sign-out revokes (lib/auth/revoke-session.ts).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { beginAttempt, describeWait, finishAttempt, throttleKeys, type ThrottleKey } from "@/lib/auth/throttle";
import { SIGN_IN_ERRORS, throttledFor, ZSignIn } from "@/lib/auth/schema";
import { consumeTemporaryPassword } from "@/lib/auth/temporary-sign-in";
import { clientAddress } from "@/lib/auth/client-ip";
import { isKnownDevice, rememberDevice } from "@/lib/auth/known-device";
import { accessEndedFor } from "@/lib/auth/access-ended";
import { newSessionId, revokeSession } from "@/lib/auth/revoke-session";
import { buildActor, flagsOf } from "@/lib/auth/actor";
import { roleFromDb } from "@/lib/auth/role-names";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { findProviderForEmail } from "@/lib/auth/sso-provider-for-email";
import { safeReturnUrl } from "@/lib/auth/safe-return-path";

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
        const headers = req?.headers as Record<string, unknown> | undefined;
        const address = clientAddress(headers);
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
        const twoFactor = !!(user?.totpEnabledAt && user.totpSecret);
        const keys: ThrottleKey[] = address ? [throttleKeys.address(address)] : [];
        // The account-wide brake only slows, and never applies where a password alone opens nothing (two-factor)
        // or on the owner's known device.
        if (!twoFactor && !(user && isKnownDevice(headers?.cookie, user.id))) keys.push(throttleKeys.account(email));
        const attempt = await beginAttempt(keys);
        if (!attempt.ok) throw new Error(throttledFor(describeWait(attempt.retryAfterSeconds)));
        const passwordOk = await verifyPassword(parsed.data.password, user?.passwordHash);
        if (!user || !passwordOk) {
          await finishAttempt(attempt, "failed");
          throw new Error(SIGN_IN_ERRORS.invalid);
        }
        // From here the caller knows the password: what stops them is no guess, and counts as none.
        const stop = async (message: string): Promise<never> => {
          await finishAttempt(attempt, "neither");
          throw new Error(message);
        };
        if (!user.isActive) return stop(await accessEndedFor(user.id));
        if (await mustUseSso(email, user.roles)) return stop(SIGN_IN_ERRORS.ssoRequired);
        if (twoFactor) {
          if (!parsed.data.code) return stop(SIGN_IN_ERRORS.codeRequired);
          const codeAttempt = await beginAttempt([throttleKeys.code(email)]);
          if (!codeAttempt.ok) return stop(throttledFor(describeWait(codeAttempt.retryAfterSeconds)));
          const codeOk = await verifySecondFactor(user.id, user.totpSecret!, parsed.data.code);
          await finishAttempt(codeAttempt, codeOk ? "succeeded" : "failed");
          if (!codeOk) return stop(SIGN_IN_ERRORS.wrongCode);
        }
        // A temporary password is good for one sign-in before it expires.
        if (user.temporaryPasswordExpiresAt) {
          const used = await consumeTemporaryPassword({
            ...user,
            temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt,
          });
          if (!used) {
            await finishAttempt(attempt, "failed");
            throw new Error(SIGN_IN_ERRORS.invalid);
          }
        }
        await finishAttempt(attempt, "succeeded", [throttleKeys.account(email).key, throttleKeys.code(email).key]);
        await rememberDevice(user.id);
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
    // Where next-auth sends the browser after sign-in or sign-out (its callbackUrl): this site only.
    redirect: ({ url, baseUrl }) => safeReturnUrl(url, baseUrl).toString(),
    async jwt({ token, user }) {
      if (user) {
        token.userId = user.id;
        token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 1;
        token.sid = newSessionId();
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        session.user.id = String(token.userId ?? "");
        session.user.sessionVersion = Number(token.sessionVersion ?? 0);
        if (token.sid) session.user.sid = String(token.sid);
      }
      return session;
    },
  },
  events: {
    // POST /api/auth/signout: the cookie is cleared in the browser, and its session refused on the server too.
    async signOut({ token }) {
      await revokeSession(token);
    },
  },
};
