import type { NextRequest } from "next/server";

/** The address links in e-mails point at: the configured public URL, else the request's own origin. */
export function appOrigin(req: NextRequest): string {
  return process.env.NEXTAUTH_URL || req.nextUrl.origin;
}
