/** @jest-environment node */
// [SECURITY] Issue 10 finding 3: cross-site requests rested on the SameSite cookie flag alone. JSON routes now
// refuse other content types (415), cookie-authenticated writes must come from the app's own origin (403
// otherwise), bearer-token and Origin-less non-browser calls keep working, multipart routes keep multipart,
// and the app's own fetcher sends application/json.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import * as tokensRoute from "@/app/api/api-tokens/route";
import * as orderFormRoute from "@/app/api/seats/[id]/order-form/route";
import { getDb } from "@/lib/db";
import { apiFetch } from "@/lib/http/client";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

const db = getDb();
const BODY = JSON.stringify({ name: "csrf probe" });

async function sessionCookie(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const jwt = await encode({
    token: { userId, sessionVersion: user.sessionVersion },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  // Both names: next-auth reads the __Secure- one once NEXTAUTH_URL is https.
  return `next-auth.session-token=${jwt}; __Secure-next-auth.session-token=${jwt}`;
}

async function tokensOf(userId: string) {
  return db.apiToken.count({ where: { userId, name: { startsWith: "csrf probe" } } });
}

describe("[SECURITY] CSRF: content type and origin", () => {
  afterEach(() => {
    delete process.env.NEXTAUTH_URL;
  });

  it("a JSON route refuses a text/plain or form-encoded body with 415 and writes nothing", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const cookie = await sessionCookie(user.id);
    for (const contentType of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
      const res = await call<{ code: string }>(tokensRoute.POST, {
        method: "POST",
        path: "http://localhost/api/api-tokens",
        raw: BODY,
        headers: { cookie, "content-type": contentType, origin: "http://localhost" },
      });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    // A body without any content type is not JSON either.
    const bare = await call(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      raw: BODY,
      token: await tokenFor(user.id),
    });
    expect(bare.status).toBe(415);
    expect(await tokensOf(user.id)).toBe(0);
    const ok = await call(tokensRoute.POST, {
      method: "POST",
      path: "http://localhost/api/api-tokens",
      raw: BODY,
      headers: { cookie, "content-type": "application/json; charset=utf-8", origin: "http://localhost" },
    });
    expect(ok.status).toBeLessThan(300);
    expect(await tokensOf(user.id)).toBe(1);
  });

  it("a cookie-authenticated write from another origin or marked cross-site is refused with 403", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const cookie = await sessionCookie(user.id);
    let n = 0;
    const attempt = (headers: Record<string, string>) =>
      call(tokensRoute.POST, {
        method: "POST",
        path: "http://localhost/api/api-tokens",
        raw: JSON.stringify({ name: `csrf probe ${++n}` }),
        headers: { cookie, "content-type": "application/json", ...headers },
      });
    expect((await attempt({ origin: "https://evil.example" })).status).toBe(403);
    expect((await attempt({ origin: "null" })).status).toBe(403);
    expect((await attempt({ origin: "http://localhost.evil.example" })).status).toBe(403);
    expect((await attempt({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await tokensOf(user.id)).toBe(0);
    // Reads are not writes: a cross-origin GET with the cookie still answers (CORS keeps its body from the page).
    const read = await call(tokensRoute.GET, {
      path: "http://localhost/api/api-tokens",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
    // Our own origin, a same-origin fetch, and a non-browser client without Origin all pass.
    expect((await attempt({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBeLessThan(300);
    expect((await attempt({})).status).toBeLessThan(300);
    // Behind a proxy the configured public URL is our origin.
    process.env.NEXTAUTH_URL = "https://omni.example.com";
    expect((await attempt({ origin: "https://omni.example.com" })).status).toBeLessThan(300);
    expect((await attempt({ origin: "https://evil.example" })).status).toBe(403);
    expect(await tokensOf(user.id)).toBe(3);
  });

  it("bearer-token calls are unaffected by Origin and Sec-Fetch-Site", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const res = await call(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      json: { name: "csrf probe" },
      token: await tokenFor(user.id),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBeLessThan(300);
    expect(await tokensOf(user.id)).toBe(1);
  });

  it("a multipart route keeps multipart (no 415) and is origin-checked like any cookie write", async () => {
    const { user } = await createUser(db, { roles: ["admin"] });
    const cookie = await sessionCookie(user.id);
    const form = () => {
      const f = new FormData();
      f.set("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "order.pdf");
      return f;
    };
    const sameOrigin = await call(orderFormRoute.POST, {
      method: "POST",
      path: "http://localhost/api/seats/x/order-form",
      params: { id: "no-such-seat" },
      form: form(),
      headers: { cookie, origin: "http://localhost" },
    });
    expect(sameOrigin.status).toBe(404); // parsed as multipart and reached the handler: the seat does not exist
    const crossSite = await call(orderFormRoute.POST, {
      method: "POST",
      path: "http://localhost/api/seats/x/order-form",
      params: { id: "no-such-seat" },
      form: form(),
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("the app's own fetcher (lib/http/client.ts) sends application/json and its writes are accepted", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const cookie = await sessionCookie(user.id);
    const seen: { contentType?: string }[] = [];
    // A real HTTP server in front of the real route handler.
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({ contentType: req.headers["content-type"] });
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const host = `http://${req.headers.host}`;
      const nextReq = new NextRequest(new URL(req.url!, host), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const answer = await tokensRoute.POST(nextReq, { params: Promise.resolve({}) });
      res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      await apiFetch(`${origin}/api/api-tokens`, {
        method: "POST",
        json: { name: "csrf probe" },
        headers: { cookie, origin },
      });
      expect(seen[0].contentType).toBe("application/json");
      expect(await tokensOf(user.id)).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
