// next-auth's own endpoints (sign-in, sign-out, session, csrf). They stay writable in read-only mode,
// or nobody could sign in; every other route goes through lib/http/route.ts.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
