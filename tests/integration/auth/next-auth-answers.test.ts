/** @jest-environment node */
// next-auth's real route (app/api/auth/[...nextauth]/route.ts) in-process, as the sign-in form calls it: csrf, then
// POST /api/auth/callback/credentials with json=true. Next gives a route its request's headers and cookies through
// next/headers; here they are the request's own (the one thing substituted).
// - Return addresses: every known bypass as callbackUrl (sign-in, GET signin, sign-out) answers an address of the
//   site itself (callbacks.redirect -> safeReturnPath).
// - Errors: a sign-in while the database is unreachable answers the product's 500 (code, message, request id) and
//   no word of Prisma or of the database; the details go to the log. next-auth's error page never repeats a text.
import net from "node:net";
import type { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { SIGN_IN_ERRORS } from "@/lib/auth/schema";
import { logger } from "@/lib/observability/logger";
import { call } from "../support/http";
import { createUser, TEST_PASSWORD } from "../../factories/users";
import { EVIL_HOST, bypassesFor } from "../../support/return-address-bypasses";

let mockRequest: NextRequest | null = null;
jest.mock("next/headers", () => ({
  headers: async () => mockRequest!.headers,
  cookies: async () => ({ getAll: () => mockRequest!.cookies.getAll() }),
}));

jest.setTimeout(60_000);
const ORIGIN = "http://localhost";
const savedUrl = process.env.NEXTAUTH_URL;
beforeAll(() => {
  process.env.NEXTAUTH_URL = ORIGIN;
});
afterAll(() => {
  process.env.NEXTAUTH_URL = savedUrl;
});

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** Calls the next-auth route with `path` (its [...nextauth] segments are the path's). */
async function nextAuth(
  method: "GET" | "POST",
  path: string,
  { form, cookie }: { form?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const segments = new URL(path, ORIGIN).pathname.replace(/^\/api\/auth\//, "").split("/");
  const handler = async (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => {
    mockRequest = req;
    return nextAuthRoute[method](req, ctx as { params: Promise<{ nextauth: string[] }> });
  };
  return call<Record<string, unknown>>(handler, {
    method,
    path,
    params: { nextauth: segments } as unknown as Record<string, string>,
    raw: form ? new URLSearchParams(form).toString() : undefined,
    headers: {
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const cookieHeader = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function csrf(): Promise<{ csrfToken: string; cookie: string }> {
  const res = await nextAuth("GET", "/api/auth/csrf");
  expect(res.status).toBe(200);
  return { csrfToken: String(res.body.csrfToken), cookie: cookieHeader(res.headers) };
}

/** What the sign-in form posts (next-auth's signIn with redirect: false). */
async function signIn(email: string, password: string, callbackUrl: string): Promise<Answer> {
  const { csrfToken, cookie } = await csrf();
  return nextAuth("POST", "/api/auth/callback/credentials", {
    form: { email, password, csrfToken, callbackUrl, json: "true" },
    cookie,
  });
}

function expectOnSite(address: unknown, where: string) {
  expect(typeof address).toBe("string");
  const url = new URL(String(address), ORIGIN);
  expect({ where, origin: url.origin }).toEqual({ where, origin: ORIGIN });
  expect({ where, address }).not.toEqual({ where, address: expect.stringContaining(EVIL_HOST) });
}

describe("[AUTH] next-auth: return addresses stay on the site", () => {
  it("signs in with every bypass as callbackUrl and answers an address of the site", async () => {
    const { user } = await createUser(getDb(), { roles: ["admin", "customer-success"] });
    for (const bypass of bypassesFor(ORIGIN)) {
      const res = await signIn(user.email, TEST_PASSWORD, bypass);
      expect({ bypass, status: res.status }).toEqual({ bypass, status: 200 });
      expect(res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
      expectOnSite(res.body.url, `sign-in ${JSON.stringify(bypass)}`);
      // The callback-url cookie next-auth keeps for later is the checked one as well.
      const kept = res.headers
        .getSetCookie()
        .find((c) => c.startsWith("next-auth.callback-url="))
        ?.split(";")[0]
        .slice("next-auth.callback-url=".length);
      if (kept) expectOnSite(decodeURIComponent(kept), `callback-url cookie ${JSON.stringify(bypass)}`);
    }
    // A same-site path is kept.
    const kept = await signIn(user.email, TEST_PASSWORD, "/companies?x=1");
    expect(kept.body.url).toBe(`${ORIGIN}/companies?x=1`);
  });

  it("GET /api/auth/signin and sign-out keep only same-site addresses", async () => {
    for (const bypass of bypassesFor(ORIGIN)) {
      const signin = await nextAuth("GET", `/api/auth/signin?callbackUrl=${encodeURIComponent(bypass)}`);
      const location = signin.headers.get("location") ?? "";
      expectOnSite(location, `signin ${JSON.stringify(bypass)}`);
      const back = new URL(location, ORIGIN).searchParams.get("callbackUrl");
      if (back) expectOnSite(back, `signin callbackUrl ${JSON.stringify(bypass)}`);
      const { csrfToken, cookie } = await csrf();
      const signout = await nextAuth("POST", "/api/auth/signout", {
        form: { csrfToken, callbackUrl: bypass, json: "true" },
        cookie,
      });
      expectOnSite(signout.body.url, `signout ${JSON.stringify(bypass)}`);
    }
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `fn` with the app's database client pointed at a closed port (a fresh client and pool), then restores. */
async function withDatabaseDown<T>(fn: () => Promise<T>): Promise<T> {
  const store = globalThis as unknown as { omniPrisma?: unknown; omniPool?: unknown };
  const saved = { prisma: store.omniPrisma, pool: store.omniPool, url: process.env.DATABASE_URL };
  const url = new URL(saved.url!);
  url.port = String(await closedPort());
  url.hostname = "127.0.0.1";
  store.omniPrisma = undefined;
  store.omniPool = undefined;
  process.env.DATABASE_URL = url.toString();
  try {
    return await fn();
  } finally {
    store.omniPrisma = saved.prisma;
    store.omniPool = saved.pool;
    process.env.DATABASE_URL = saved.url;
  }
}

const INTERNALS = /prisma|database server|ECONNREFUSED|127\.0\.0\.1|invocation|signInAttempt|at \w+ \(/i;

describe("[AUTH] next-auth: errors name no internals", () => {
  it("a sign-in while the database is unreachable answers the product's 500 with a request id", async () => {
    const { user } = await createUser(getDb(), { roles: ["admin", "customer-success"] });
    const { csrfToken, cookie } = await csrf();
    const logged = jest.spyOn(logger(), "error");
    try {
      for (const json of ["true", "false"]) {
        const res = await withDatabaseDown(() =>
          nextAuth("POST", "/api/auth/callback/credentials", {
            form: { email: user.email, password: TEST_PASSWORD, csrfToken, callbackUrl: "/", json },
            cookie,
          }),
        );
        const text = JSON.stringify(res.body) + (res.headers.get("location") ?? "");
        expect(text).not.toMatch(INTERNALS);
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ code: "INTERNAL", message: MESSAGES.internal });
        expect(res.body.requestId).toEqual(res.headers.get("x-request-id"));
        expect(res.headers.get("x-request-id")).toBeTruthy();
        expect(res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(false);
        // next-auth's client reads `url`: its error is the product's message, which the sign-in form shows.
        if (json === "true") expect(new URL(String(res.body.url)).searchParams.get("error")).toBe(MESSAGES.internal);
        // The details went to the log, under the same request id.
        const entry = logged.mock.calls
          .map(([fields]) => fields as unknown as { requestId?: string; error?: { message?: string }; cause?: string })
          .find((fields) => fields.requestId === res.body.requestId);
        expect(entry?.error?.message).toMatch(/Invalid `.+` invocation/);
        expect(entry?.cause).toBeTruthy();
      }
      // With the database back, the same sign-in works.
      const ok = await signIn(user.email, TEST_PASSWORD, "/");
      expect(ok.status).toBe(200);
      expect(ok.body.url).toBe(`${ORIGIN}/`);
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps the sign-in form's own messages, and next-auth's error page never repeats a text", async () => {
    const { user } = await createUser(getDb(), { roles: ["admin", "customer-success"] });
    const wrong = await signIn(user.email, "not-the-password", "/");
    expect(wrong.status).toBe(401);
    expect(new URL(String(wrong.body.url)).searchParams.get("error")).toBe(SIGN_IN_ERRORS.invalid);

    const leak = "Invalid `prisma.signInAttempt.count()` invocation: Can't reach database server at 127.0.0.1:1";
    const page = await nextAuth("GET", `/api/auth/error?error=${encodeURIComponent(leak)}`);
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("error")).toBe("Default");
    expect(page.headers.get("location")).not.toMatch(INTERNALS);
    // Its own codes pass as they are.
    const known = await nextAuth("GET", "/api/auth/error?error=CredentialsSignin");
    expect(new URL(known.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe("CredentialsSignin");
  });
});
