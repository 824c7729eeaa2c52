// [CORE] The app installs on a phone: the web app manifest and its icons, and the service worker at /sw.js, are
// served signed out with the right types and headers; pages link them and their CSP lets both load. In Chromium
// the worker registers and activates for the employee; offline, a page shows the offline page, and the payslip
// Emma downloaded while online opens from it; signing out deletes her payslip cache (named by a hash of her id).
// At 390 px her primary actions on /pay, /time-off and /expenses are 44 px touch targets.
import fs from "node:fs";
import { expect, request, test, type Page } from "@playwright/test";
import { userCacheKey } from "../../../lib/pwa/user-cache-key";
import { DEMO_PASSWORD, demoAccount } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";
import { collectCspViolations } from "../support/csp-violations";
import { E2E } from "../support/servers";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

// The suite blocks service workers (playwright.config.ts); this spec is where the worker is tried.
test.use({ serviceWorkers: "allow" });

test("[CORE] the manifest, its icons, the offline page and /sw.js are public, with their types and headers", async () => {
  const anonymous = await request.newContext({ baseURL: E2E.baseURL });
  const manifest = await anonymous.get("/manifest.webmanifest", { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = await manifest.json();
  expect(body).toMatchObject({ name: "OmniPlatform", start_url: "/", display: "standalone" });
  expect(body.short_name).toBeTruthy();
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(body.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const icons = body.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ["192x192", "512x512"])
    expect(icons.some((i) => i.sizes === size && i.purpose === "any")).toBe(true);
  expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of icons) {
    const res = await anonymous.get(icon.src, { maxRedirects: 0 });
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toBe("image/png");
    const { width, height } = pngSize(await res.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  const sw = await anonymous.get("/sw.js", { maxRedirects: 0 });
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(sw.headers()["service-worker-allowed"]).toBe("/");
  expect(sw.headers()["x-content-type-options"]).toBe("nosniff");
  // The worker's own policy: it may fetch from this origin, and nothing else runs in it.
  const swCsp = sw.headers()["content-security-policy"];
  expect(swCsp).toContain("default-src 'none'");
  expect(swCsp).toContain("connect-src 'self'");
  expect(swCsp).not.toContain("unsafe");
  expect(await sw.text()).toContain('addEventListener("fetch"');

  const offline = await anonymous.get("/offline", { maxRedirects: 0 });
  expect(offline.status()).toBe(200);
  expect(await offline.text()).toContain("You are offline");

  // Every page names the manifest, the iOS icon and the theme colour; its CSP allows the worker and the manifest.
  const login = await anonymous.get("/login");
  const html = await login.text();
  expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon.png"/);
  expect(html).toContain(`<meta name="theme-color" content="${body.theme_color}"/>`);
  const csp = login.headers()["content-security-policy"];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  const apple = await anonymous.get("/icons/apple-touch-icon.png");
  expect(apple.status()).toBe(200);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
  await anonymous.dispose();
});

test("[CORE] offline: the offline page shows, a payslip opened online opens again; sign-out deletes it", async ({
  browser,
}) => {
  // A session of its own: signing out revokes it, and the shared employee sign-in must stay valid for other tests.
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  await signInThroughApi(context.request, demoAccount("employee").email, DEMO_PASSWORD);
  const page = await context.newPage();
  const violations = await collectCspViolations(page);
  const session = await (await context.request.get("/api/auth/session")).json();
  const payslipCache = `omni-payslips-${userCacheKey(session.user.id)}`;

  await page.goto("/pay");
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");
  // The worker takes the open page over (clients.claim) and learns who is signed in.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const shell = await page.evaluate(async () => (await caches.open("omni-shell-v1")).keys());
  expect(shell.length).toBeGreaterThan(0);

  // Emma downloads her newest payslip: the PDF goes to her own cache, and to nobody else's.
  const download = page.waitForEvent("download");
  await page
    .getByRole("button", { name: /^Download the payslip of / })
    .first()
    .click();
  const fileName = (await download).suggestedFilename();
  expect(fileName).toMatch(/\.pdf$/);
  await expect.poll(() => cacheNames(page)).toContain(payslipCache);
  const kept = await page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => r.url),
    payslipCache,
  );
  expect(kept).toHaveLength(1);
  expect(new URL(kept[0]).pathname).toMatch(/^\/api\/employees\/[^/]+\/payslips\/[^/]+\/pdf$/);
  expect((await cacheNames(page)).filter((n) => n.startsWith("omni-payslips-"))).toEqual([payslipCache]);
  // Nothing else private is kept: no page, no other API answer.
  const elsewhere = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      if (!name.startsWith("omni-payslips-")) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls.map((u) => new URL(u).pathname);
  });
  for (const path of elsewhere)
    expect(path, path).toMatch(/^(\/offline|\/_next\/static\/.*|\/manifest\.webmanifest|\/icons\/.*|\/__omni\/user)$/);

  await context.setOffline(true);
  await page.goto("/time-off");
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
  const saved = page.getByRole("region", { name: "Payslips on this device" });
  await expect(saved.getByText(fileName)).toBeVisible();
  const offlineDownload = page.waitForEvent("download");
  await saved.getByRole("button", { name: `Open ${fileName}` }).click();
  const again = await offlineDownload;
  expect(again.suggestedFilename()).toBe(fileName);
  expect(
    fs
      .readFileSync(await again.path())
      .subarray(0, 5)
      .toString("ascii"),
  ).toBe("%PDF-");

  await context.setOffline(false);
  await page.goto("/logout");
  await page.waitForURL(/\/login/);
  const left = await cacheNames(page);
  expect(left.filter((n) => n.startsWith("omni-payslips-") || n.startsWith("omni-meta"))).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: authFile("employee") });

  test("[CORE] at 390 px the employee's primary actions are 44 px touch targets and no page is wider", async ({
    page,
  }) => {
    for (const [path, name] of [
      ["/pay", /^Download the payslip of /],
      ["/time-off", "Add time off"],
      ["/expenses", "New expense"],
    ] as const) {
      await page.goto(path);
      const action = page.getByRole("button", { name }).first();
      await expect(action).toBeVisible();
      const box = (await action.boundingBox())!;
      expect({ path, height: box.height >= 44, width: box.width >= 44 }).toEqual({ path, height: true, width: true });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: innerWidth });
    }
  });
});
