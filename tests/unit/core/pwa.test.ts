/** @jest-environment node */
// [CORE] The installable app, without a server: the manifest's fields and icons (the committed PNGs are the ones
// scripts/generate-pwa-icons.ts draws, at their stated sizes), the service worker's rules (only payslip PDFs are
// kept, in a cache per user; pages go to the network, API answers are never touched), its script compiles, and
// the manifest and offline page are public while /sw.js keeps its own policy.
// tests/e2e/core/installable.spec.ts proves the same in Chromium against `next start`.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { NextRequest } from "next/server";
import manifest from "@/app/manifest";
import { lettermarkPng } from "@/lib/pwa/icon-png";
import { PWA_BACKGROUND_COLOR, PWA_ICONS, PWA_THEME_COLOR } from "@/lib/pwa/theme";
import { SERVICE_WORKER_CSP, serviceWorkerResponse, serviceWorkerSource } from "@/lib/pwa/service-worker";
import { USER_KEY_PATTERN, payslipCacheName, swStrategy } from "@/lib/pwa/sw-rules";
import { userCacheKey } from "@/lib/pwa/user-cache-key";
import { SERVICE_WORKER_PATH, pageCsp } from "@/lib/http/security-headers";
import { config as middlewareConfig, middleware } from "@/middleware";
import nextConfig from "../../../next.config";

const PUBLIC = path.resolve(__dirname, "../../../public");
const ORIGIN = "https://omni.example";

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe("[CORE] installable app", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = "unit-secret";
  });

  it("the manifest names the app, opens standalone at /, in the product's colours, with 192, 512 and maskable icons", () => {
    const m = manifest();
    expect(m).toMatchObject({
      name: "OmniPlatform",
      start_url: "/",
      display: "standalone",
      theme_color: PWA_THEME_COLOR,
      background_color: PWA_BACKGROUND_COLOR,
    });
    expect(m.short_name!.length).toBeLessThanOrEqual(12);
    const icons = m.icons!;
    expect(icons.filter((i) => i.purpose === "any").map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    expect(icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512")).toBe(true);
    for (const icon of icons) {
      const bytes = fs.readFileSync(path.join(PUBLIC, icon.src));
      expect(`${pngSize(bytes).width}x${pngSize(bytes).height}`).toBe(icon.sizes);
    }
  });

  it("the committed icons are the lettermark the generator draws", () => {
    for (const icon of PWA_ICONS) {
      const committed = fs.readFileSync(path.join(PUBLIC, icon.src));
      const drawn = lettermarkPng(icon.size, { maskable: icon.maskable, background: PWA_THEME_COLOR });
      expect({ src: icon.src, same: committed.equals(drawn) }).toEqual({ src: icon.src, same: true });
      expect(pngSize(committed)).toEqual({ width: icon.size, height: icon.size });
    }
  });

  it.each([
    // Pages: the network, the offline page as fallback, never cached.
    ["GET", "navigate", "/pay", "navigate"],
    ["GET", "navigate", "/employees/emp-emma", "navigate"],
    // The payslip PDF, fetched by the page or opened: kept in the user's cache.
    ["GET", "cors", "/api/employees/emp-emma/payslips/gtn-202609-de-cycle1/pdf", "payslip"],
    ["GET", "navigate", "/api/employees/emp-emma/payslips/gtn-202609-de-cycle1/pdf", "payslip"],
    // Every other API answer, payslip lists and contract PDFs included: untouched.
    ["GET", "cors", "/api/employees/emp-emma/payslips", "network"],
    ["GET", "cors", "/api/employees/emp-emma/contracts/c1/pdf", "network"],
    ["GET", "cors", "/api/employees/emp-emma/payslips/gtn-1/pdf?x=1", "network"],
    ["GET", "cors", "/api/auth/session", "network"],
    ["POST", "cors", "/api/employees/emp-emma/payslips/gtn-1/pdf", "network"],
    ["POST", "navigate", "/login", "network"],
    // Next's hashed files first from the shell; the manifest and icons from the network, the shell offline.
    ["GET", "no-cors", "/_next/static/chunks/a1b2.js", "static"],
    ["GET", "cors", "/manifest.webmanifest", "shell"],
    ["GET", "no-cors", "/icons/icon-192.png", "shell"],
    // RSC fetches of pages (private) and anything else: untouched.
    ["GET", "cors", "/pay?_rsc=abc", "network"],
    ["GET", "no-cors", "/robots.txt", "network"],
  ])("%s %s %s: %s", (method, mode, pathname, expected) => {
    expect(swStrategy(method, mode, ORIGIN + pathname, ORIGIN)).toBe(expected);
  });

  it("another origin's requests are never handled", () => {
    expect(swStrategy("GET", "cors", "https://cdn.example/_next/static/a.js", ORIGIN)).toBe("network");
    expect(swStrategy("GET", "navigate", "https://form.typeform.com/to/x", ORIGIN)).toBe("network");
  });

  it("each user's cache is named by a hash of the user id: distinct per user, no id in it", () => {
    const emma = userCacheKey("user-emma");
    const other = userCacheKey("user-other");
    expect(emma).toMatch(USER_KEY_PATTERN);
    expect(emma).not.toBe(other);
    expect(userCacheKey("user-emma")).toBe(emma);
    expect(payslipCacheName(emma)).toBe(`omni-payslips-${emma}`);
    expect(payslipCacheName(emma)).not.toContain("user-emma");
  });

  it("the worker's script compiles and carries the rules; /sw.js is never HTTP-cached and scopes the site", () => {
    const source = serviceWorkerSource();
    expect(() => new vm.Script(source)).not.toThrow();
    // The rules run the same inside the script as here.
    const context = vm.createContext({ URL, self: { addEventListener: () => {}, location: { origin: ORIGIN } } });
    vm.runInContext(
      `${source}\nthis.result = swStrategy("GET", "cors", "${ORIGIN}/api/employees/e/payslips/p/pdf", "${ORIGIN}");`,
      context,
    );
    expect(context.result).toBe("payslip");
    const res = serviceWorkerResponse();
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("service-worker-allowed")).toBe("/");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("content-security-policy")).toBe(SERVICE_WORKER_CSP);
  });

  it("pages allow the worker and the manifest; /sw.js keeps its own policy (no closed CSP from the config)", async () => {
    const csp = pageCsp({ nonce: "n" });
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const rules = await nextConfig.headers!();
    const matches = (source: string, p: string) =>
      !!getPathMatch(source, { removeUnnamedParams: true, strict: true })(p);
    const cspRules = (p: string) =>
      rules
        .filter((r) => matches(r.source, p))
        .filter((r) => r.headers.some((h) => h.key === "Content-Security-Policy"));
    expect(matches(middlewareConfig.matcher[0], SERVICE_WORKER_PATH)).toBe(false);
    expect(cspRules(SERVICE_WORKER_PATH)).toEqual([]);
    expect(cspRules("/other.js")).toHaveLength(1);
    expect(cspRules("/icons/icon-192.png")).toHaveLength(1);
  });

  it("the manifest and the offline page answer signed out; other pages still send to sign-in", async () => {
    for (const p of ["/manifest.webmanifest", "/offline"]) {
      const res = await middleware(new NextRequest(`http://localhost${p}`));
      expect({ p, location: res.headers.get("location") }).toEqual({ p, location: null });
    }
    const pay = await middleware(new NextRequest("http://localhost/pay"));
    expect(pay.headers.get("location")).toBe("http://localhost/login?callbackUrl=%2Fpay");
  });
});
