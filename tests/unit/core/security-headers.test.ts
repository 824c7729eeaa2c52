/** @jest-environment node */
// Security headers (issue 28 'Headers'), without a server: the middleware gives every page answer a
// Content-Security-Policy with a fresh nonce (scripts only with it, never 'unsafe-inline'; frame-ancestors 'none'),
// hands the nonce to the render (x-nonce and the request's CSP, which Next reads), and keeps its redirects; the
// config adds the fixed headers to every path (HSTS in production) and a closed CSP to the API.
// tests/e2e/core/security-headers.spec.ts checks the same on `next start`.
import { NextRequest } from "next/server";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { config as middlewareConfig, middleware } from "@/middleware";
import nextConfig from "../../../next.config";
import { API_CSP, pageCsp } from "@/lib/http/security-headers";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe("[CORE] security headers", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = "unit-secret";
  });

  it("a page answer carries a nonce CSP, and the render gets the same nonce", async () => {
    const res = await middleware(new NextRequest("http://localhost/login"));
    const csp = res.headers.get("content-security-policy")!;
    const d = directives(csp);
    const nonce = d["script-src"].find((v) => v.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(20);
    expect(d["script-src"]).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'"]));
    expect(d["script-src"]).not.toContain("'unsafe-inline'");
    expect(d["script-src"]).not.toContain("'unsafe-eval'");
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["default-src"]).toEqual(["'self'"]);
    // NextResponse.next({ request }) passes the overridden request headers on as x-middleware-request-*.
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("a fresh nonce on every request", async () => {
    const a = (await middleware(new NextRequest("http://localhost/login"))).headers.get("x-middleware-request-x-nonce");
    const b = (await middleware(new NextRequest("http://localhost/login"))).headers.get("x-middleware-request-x-nonce");
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("the sign-in redirect of a signed-out visitor keeps its behaviour and carries the CSP", async () => {
    const res = await middleware(new NextRequest("http://localhost/companies?x=1"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost/login?callbackUrl=%2Fcompanies%3Fx%3D1");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("the onboarding form's origin may be framed, upgrade-insecure-requests only behind https", () => {
    const d = directives(pageCsp({ nonce: "n", frameOrigins: ["https://form.typeform.com"], https: true }));
    expect(d["frame-src"]).toEqual(["'self'", "https://form.typeform.com"]);
    expect(d["upgrade-insecure-requests"]).toEqual([]);
    expect(pageCsp({ nonce: "n" })).not.toContain("upgrade-insecure-requests");
    expect(pageCsp({ nonce: "n", dev: true })).toContain("'unsafe-eval'");
  });

  it("the config sends the fixed headers everywhere, HSTS in production, and a closed CSP on the API", async () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    env.NODE_ENV = "production";
    const rules = await nextConfig.headers!();
    env.NODE_ENV = saved;
    const all = Object.fromEntries(rules.find((r) => r.source === "/:path*")!.headers.map((h) => [h.key, h.value]));
    expect(all).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(all["Permissions-Policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(all["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    const api = rules.find((r) => r.source === "/api/:path*")!.headers;
    expect(api).toEqual([{ key: "Content-Security-Policy", value: API_CSP }]);
    expect(directives(API_CSP)["default-src"]).toEqual(["'none'"]);
    expect(directives(API_CSP)["frame-ancestors"]).toEqual(["'none'"]);
    env.NODE_ENV = "development";
    const dev = await nextConfig.headers!();
    env.NODE_ENV = saved;
    expect(dev[0].headers.map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });

  it("every path the middleware skips (static files, found or not) gets the closed CSP from the config", async () => {
    const rules = await nextConfig.headers!();
    const matches = (source: string, path: string) =>
      !!getPathMatch(source, { removeUnnamedParams: true, strict: true })(path);
    const cspOf = (path: string) =>
      rules
        .filter((r) => matches(r.source, path))
        .flatMap((r) => r.headers)
        .filter((h) => h.key === "Content-Security-Policy")
        .pop()?.value;
    const pageMatcher = middlewareConfig.matcher[0];
    for (const path of [
      "/x.js",
      "/_next/x.js",
      "/_next/static/chunks/a.js",
      "/favicon.ico",
      "/robots.txt",
      "/a/b.css",
    ]) {
      expect({ path, middleware: matches(pageMatcher, path) }).toEqual({ path, middleware: false });
      expect({ path, csp: cspOf(path) }).toEqual({ path, csp: API_CSP });
    }
    // Pages keep the middleware's nonce policy (the config adds no CSP that could clash with it).
    for (const path of ["/", "/login", "/companies/acme", "/x"]) {
      expect({ path, middleware: matches(pageMatcher, path) }).toEqual({ path, middleware: true });
      expect({ path, csp: cspOf(path) }).toEqual({ path, csp: undefined });
    }
  });
});
