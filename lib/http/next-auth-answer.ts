// next-auth's own endpoints answer in the product's terms: no error text of a library ever reaches the browser.
// next-auth turns anything authorize() throws into `error=<its message>` in a redirect (or in the JSON `url` the
// sign-in form reads), so a sign-in while the database is down used to show Prisma's "Invalid
// `prisma.signInAttempt.count()` invocation ... Can't reach database server at ...". Only next-auth's own error
// codes and the sign-in form's messages (SIGN_IN_ERRORS, whose dynamic forms start with one of them) pass; any other
// error, and anything next-auth throws, becomes the product's 500 (errorBody with a request id) and the text goes
// to the log only.
import "server-only";
import { NextResponse } from "next/server";
import { AppError, MESSAGES } from "@/lib/errors";
import { errorBody } from "@/lib/http/errors";
import { SIGN_IN_ERRORS } from "@/lib/auth/schema";
import { errorField, logger } from "@/lib/observability/logger";

/** next-auth's own log lines go to the product's log (its default writes them to the console). */
export const nextAuthLogger = {
  error: (code: string, metadata: unknown) => {
    const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
    logger().error({ msg: "next-auth error", code, error: error ? errorField(error) : undefined });
  },
  warn: (code: string) => logger().warn({ msg: "next-auth warning", code }),
  debug: () => undefined,
};

/** next-auth's error codes (its /api/auth/error page and sign-in page read them). */
const NEXT_AUTH_CODES = new Set([
  "Configuration",
  "configuration",
  "AccessDenied",
  "Verification",
  "Default",
  "Signin",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "Callback",
  "OAuthAccountNotLinked",
  "EmailSignin",
  "CredentialsSignin",
  "SessionRequired",
]);

/** An error value the sign-in form may show: next-auth's code or one of the form's own messages. */
export function isShowableSignInError(value: string): boolean {
  return NEXT_AUTH_CODES.has(value) || Object.values(SIGN_IN_ERRORS).some((message) => value.startsWith(message));
}

/** The `error` parameter of the address next-auth answers (Location, or `url` of its JSON), if any. */
function errorOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address, "http://next-auth.invalid").searchParams.get("error");
  } catch {
    return null;
  }
}

async function jsonUrlOf(response: Response): Promise<string | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === "object" && typeof (body as { url?: unknown }).url === "string"
      ? (body as { url: string }).url
      : null;
  } catch {
    return null;
  }
}

/** The product's 500. `signInUrl`: for next-auth's client (signIn() reads `url`), which then shows the message. */
export function internalAnswer(error: unknown, requestId: string, signInUrl?: string): NextResponse {
  // Prisma's messages start with a blank line and end with the cause ("Can't reach database server at ..."): the
  // log gets the first and last lines, never the query's arguments between them.
  const lines = (error instanceof Error ? error.message : String(error)).split("\n").filter((l) => l.trim());
  const logged =
    error instanceof Error
      ? Object.assign(new Error(lines[0] ?? ""), { name: error.name, stack: error.stack })
      : lines[0];
  const cause = lines.length > 1 ? lines[lines.length - 1].trim().slice(0, 500) : undefined;
  logger().error({ msg: "internal error", requestId, route: "next-auth", error: errorField(logged), cause });
  const body = errorBody(new AppError("INTERNAL"), requestId);
  return NextResponse.json(signInUrl ? { ...body, url: signInUrl } : body, {
    status: 500,
    headers: { "x-request-id": requestId, "cache-control": "no-store" },
  });
}

/**
 * next-auth's answer as it is when it names no internals; else the product's 500. GET /api/auth/error?error=<any
 * text> (next-auth's error page, which sends the browser to /login) keeps the redirect with `error=Default`.
 */
export async function screenNextAuthAnswer(
  response: Response,
  { requestId, errorPage, origin }: { requestId: string; errorPage: boolean; origin: string },
): Promise<Response> {
  const location = response.headers.get("location");
  const jsonUrl = location ? null : await jsonUrlOf(response);
  // next-auth's own failures (a refused configuration, for example) answer a 5xx with its own text.
  if (response.status >= 500) return internalAnswer(new Error(`next-auth answered ${response.status}`), requestId);
  const error = errorOf(location ?? jsonUrl);
  if (error === null || isShowableSignInError(error)) return response;
  if (errorPage && location) {
    const target = new URL(location, origin);
    target.searchParams.set("error", "Default");
    const headers = new Headers(response.headers);
    headers.set("location", target.toString());
    return new Response(null, { status: response.status, headers });
  }
  // next-auth's client reads `url` as an absolute address; its `error` is what the sign-in form shows.
  const signInUrl = jsonUrl
    ? new URL(`/api/auth/error?error=${encodeURIComponent(MESSAGES.internal)}`, new URL(jsonUrl, origin)).toString()
    : undefined;
  return internalAnswer(new Error(error), requestId, signInUrl);
}
