// next-auth's own endpoints (sign-in, sign-out, session, csrf). They stay writable in read-only mode,
// or nobody could sign in; every other route goes through lib/http/route.ts. Their answers are screened
// (lib/http/next-auth-answer.ts): an error that names internals, or one next-auth throws, becomes the product's 500.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { internalAnswer, nextAuthLogger, screenNextAuthAnswer } from "@/lib/http/next-auth-answer";

const nextAuth = NextAuth({ ...authOptions, logger: nextAuthLogger }) as (
  req: NextRequest,
  context: unknown,
) => Promise<Response>;

async function handler(req: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const requestId = req.headers.get("x-request-id") ?? crypto.randomUUID();
  let response: Response;
  try {
    response = await nextAuth(req, context);
  } catch (error) {
    return internalAnswer(error, requestId);
  }
  const errorPage = req.method === "GET" && /\/api\/auth\/error\/?$/.test(req.nextUrl.pathname);
  return screenNextAuthAnswer(response, { requestId, errorPage, origin: req.nextUrl.origin });
}

export { handler as GET, handler as POST };
