// [AUTH] Return addresses in Chromium (open redirect): whatever address the sign-in page, /logout or the password
// link's answer names, the browser ends on this site and never asks another host for anything. The same list runs
// through safeReturnPath (tests/unit/http/safe-return-path.test.ts) and next-auth's route
// (tests/integration/auth/next-auth-answers.test.ts); single sign-on in tests/e2e/auth/sso.spec.ts.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { E2E } from "../support/servers";

const admin = DEMO_ACCOUNTS.find((a) => a.key === "admin")!;
// The forms a browser turns into another host: tab and newline (dropped), backslash (read as "/"), "//", an
// absolute address, user info, encoded forms, a script.
const BYPASSES = [
  "/\t/evil.example/x",
  "/%0A/evil.example/x",
  "/\\evil.example/x",
  "//evil.example/x",
  "https://evil.example/x",
  `${E2E.baseURL}@evil.example/x`,
  "/%2F%2Fevil.example/x",
  "javascript:alert(document.domain)",
];

/** A context that records (and refuses) every request to the attacker's host. */
async function guardedContext(context: BrowserContext): Promise<string[]> {
  const offSite: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  return offSite;
}

async function signInOnPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

// Each test opens a fresh browser context per address (up to nine page loads and sign-ins): a safety net sized to
// that work on a loaded machine, not a clock the work must beat.
test.describe.configure({ timeout: 240_000 });

test("[AUTH] the sign-in page's callbackUrl never leads off the site", async ({ browser }) => {
  for (const callbackUrl of BYPASSES) {
    const context = await browser.newContext({ baseURL: E2E.baseURL });
    const offSite = await guardedContext(context);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await signInOnPage(page, `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect({ callbackUrl, origin: new URL(page.url()).origin }).toEqual({ callbackUrl, origin: E2E.baseURL });
    expect({ callbackUrl, offSite, dialogs }).toEqual({ callbackUrl, offSite: [], dialogs: [] });
    await context.close();
  }
  // A path of the site is where the sign-in goes on to.
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signInOnPage(page, `/login?callbackUrl=${encodeURIComponent("/companies")}`);
  await expect(page).toHaveURL(`${E2E.baseURL}/companies`);
  await context.close();
});

test("[AUTH] /logout signs out and keeps only a same-site return address for the next sign-in", async ({ browser }) => {
  for (const [callbackUrl, expected] of [
    ...BYPASSES.map((b) => [b, `${E2E.baseURL}/login`] as const),
    ["/companies", `${E2E.baseURL}/login?callbackUrl=%2Fcompanies`] as const,
  ]) {
    const context = await browser.newContext({ baseURL: E2E.baseURL });
    const offSite = await guardedContext(context);
    const page = await context.newPage();
    await page.goto(`/logout?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.waitForURL((url) => url.pathname === "/login");
    expect({ callbackUrl, url: page.url() }).toEqual({ callbackUrl, url: expected });
    expect(offSite).toEqual([]);
    await context.close();
  }
});

test("[AUTH] /change-pw goes only to a same-site address, whatever the exchange answers", async ({ browser }) => {
  for (const url of BYPASSES) {
    const context = await browser.newContext({ baseURL: E2E.baseURL });
    const offSite = await guardedContext(context);
    // The server answers a fixed path of its own; here the answer is replaced by a hostile one.
    await context.route(/\/api\/auth\/change-pw\?/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ url }) }),
    );
    const page = await context.newPage();
    await page.goto("/change-pw?token=anything");
    await page.waitForURL((u) => u.pathname === "/login");
    expect({ url, at: page.url() }).toEqual({ url, at: `${E2E.baseURL}/login` });
    expect(offSite).toEqual([]);
    await context.close();
  }
});
