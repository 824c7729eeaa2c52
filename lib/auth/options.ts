// next-auth: credentials sign-in, JWT sessions. The JWT only carries the user id and sessionVersion;
// roles are re-read from the database on every request (lib/auth/session.ts).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { isThrottled, recordSignInAttempt } from "@/lib/auth/throttle";
import { ZSignIn } from "@/lib/auth/schema";
import { consumeTemporaryPassword } from "@/lib/auth/temporary-sign-in";

export const SIGN_IN_ERRORS = {
  invalid: "Invalid email or password.",
  throttled: "Too many sign-in attempts. Please wait 15 minutes and try again.",
} as const;

function clientAddress(headers: Record<string, unknown> | undefined): string | null {
  const forwarded = headers?.["x-forwarded-for"];
  if (typeof forwarded === "string" && forwarded) return forwarded.split(",")[0].trim();
  return null;
}

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const parsed = ZSignIn.safeParse(credentials);
        if (!parsed.success) throw new Error(SIGN_IN_ERRORS.invalid);
        const email = parsed.data.email.toLowerCase();
        const address = clientAddress(req?.headers as Record<string, unknown> | undefined);
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
          },
        });
        const passwordOk = await verifyPassword(parsed.data.password, user?.passwordHash);
        let ok = !!user && user.isActive && passwordOk;
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
