import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      sessionVersion: number;
      sid?: string;
      name?: string | null;
      email?: string | null;
      image?: string | null;
    };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    userId?: string;
    sessionVersion?: number;
    /** The session's id: sign-out revokes it on the server (lib/auth/revoke-session.ts). */
    sid?: string;
  }
}
