// [CORE] Security headers on the real `next start` server (issue 28 'Headers'): every page answer (signed in or
// not, and the sign-in redirect) and every API answer carries the CSP, X-Frame-Options, nosniff, the referrer and
// permissions policies and HSTS (`next start` is production; browsers ignore HSTS over plain http). A page's
// scripts all carry the nonce of its own CSP, which is new on each request, and a page runs in Chromium without
// one CSP violation (no `securitypolicyviolation` event either). Static files, and 404s for missing ones, get the
// closed CSP. GET /api/metrics answers only the scraper's bearer and shows the requests just made.
import { expect, request, test, type APIResponse } from "@playwright/test";
import { authFile } from "../support/auth";
import { collectCspViolations } from "../support/csp-violations";
import { E2E } from "../support/servers";

function expectFixedHeaders(res: APIResponse, where: string) {
  const h = res.headers();
  expect(h["x-frame-options"], where).toBe("DENY");
  expect(h["x-content-type-options"], where).toBe("nosniff");
  expect(h["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], where).toContain("camera=()");
  expect(h["permissions-policy"], where).toContain("geolocation=()");
  expect(h["strict-transport-security"], where).toMatch(/^max-age=\d+/);
}

function pageNonce(res: APIResponse, where: string): string {
  const csp = res.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, where).toContain("'strict-dynamic'");
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce, where).toBeTruthy();
  return nonce!;
}

test("[CORE] a page answer carries every header, and each of its scripts the nonce of its CSP", async () => {
  const anonymous = await request.newContext({ baseURL: E2E.baseURL });
  const signedIn = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("admin") });
  const nonces: string[] = [];
  for (const [context, path] of [
    [anonymous, "/login"],
    [anonymous, "/login"],
    [signedIn, "/"],
    [signedIn, "/companies"],
  ] as const) {
    // A role's landing may redirect: the final answer is checked.
    const res = await context.get(path);
    expect(res.status(), path).toBe(200);
    expectFixedHeaders(res, path);
    const nonce = pageNonce(res, path);
    nonces.push(nonce);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
  expect(new Set(nonces).size, "a fresh nonce per answer").toBe(nonces.length);

  const redirect = await anonymous.get("/companies", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectFixedHeaders(redirect, "sign-in redirect");
  pageNonce(redirect, "sign-in redirect");
  await anonymous.dispose();
  await signedIn.dispose();
});

test("[CORE] an API answer carries every header and a CSP that allows nothing to run", async () => {
  const api = await request.newContext({ baseURL: E2E.baseURL });
  const signedIn = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("admin") });
  for (const [context, path, status] of [
    [api, "/api/health", 200],
    [api, "/api/api-tokens", 401],
    [signedIn, "/api/api-tokens", 200],
    [signedIn, "/api/no-such-route", 404],
  ] as const) {
    const res = await context.get(path);
    expect(res.status(), path).toBe(status);
    expectFixedHeaders(res, path);
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("script-src");
  }
  await api.dispose();
  await signedIn.dispose();
});

test("[CORE] a static file, and a 404 for a missing one, carry every header and the closed CSP", async () => {
  const anonymous = await request.newContext({ baseURL: E2E.baseURL });
  const login = await anonymous.get("/login");
  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await login.text())?.[1];
  expect(chunk).toBeTruthy();
  for (const [path, status] of [
    ["/x.js", 404],
    ["/_next/x.js", 404],
    ["/_next/static/chunks/missing.js", 404],
    ["/missing.css", 404],
    ["/a/b/missing.png", 404],
    [chunk!, 200],
  ] as const) {
    const res = await anonymous.get(path);
    expect(res.status(), path).toBe(status);
    expectFixedHeaders(res, path);
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("script-src");
  }
  await anonymous.dispose();
});

test("[CORE] the sign-in page and a signed-in page run without a CSP violation", async ({ browser }) => {
  for (const storageState of [undefined, authFile("admin")]) {
    const context = await browser.newContext({ baseURL: E2E.baseURL, storageState });
    const page = await context.newPage();
    const violations = await collectCspViolations(page);
    await page.goto(storageState ? "/" : "/login");
    await page.waitForLoadState("load");
    if (!storageState) await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    else await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  }
});

test("[CORE] GET /api/metrics answers the scraper's bearer only, with the requests just made", async () => {
  const api = await request.newContext({ baseURL: E2E.baseURL });
  for (let i = 0; i < 3; i++) expect((await api.get("/api/health")).status()).toBe(200);
  expect((await api.get("/api/metrics")).status()).toBe(401);
  expect((await api.get("/api/metrics", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
  const res = await api.get("/api/metrics", { headers: { authorization: `Bearer ${E2E.metricsToken}` } });
  expect(res.status()).toBe(200);
  const text = await res.text();
  const health = text.match(/^omni_http_requests_total\{route="\/api\/health",method="GET",status="200"\} (\d+)$/m);
  expect(Number(health?.[1] ?? 0)).toBeGreaterThanOrEqual(3);
  expect(text).toMatch(/^omni_db_pool_connections\{state="total"\} \d+$/m);
  expect(text).toMatch(/^omni_workers_alive \d+$/m);
  await api.dispose();
  // The read-only server has no METRICS_TOKEN: its metrics are off.
  const readOnly = await request.newContext({ baseURL: E2E.readOnlyBaseURL });
  expect(
    (await readOnly.get("/api/metrics", { headers: { authorization: `Bearer ${E2E.metricsToken}` } })).status(),
  ).toBe(404);
  await readOnly.dispose();
});
