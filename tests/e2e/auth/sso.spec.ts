// [AUTH] Single sign-on over OpenID Connect in Chromium (issue 28): a real provider (npm oidc-provider, started
// by this spec as a child process on a free localhost port: tests/support/oidc-provider.ts), an OP admin
// registers it for a fresh e-mail domain of Acme Corp, and a new Acme manager of that domain signs in through
// the whole redirect flow: our sign-in page -> /api/auth/sso/start -> the provider's sign-in and consent pages ->
// /api/auth/sso/callback -> signed in. A provider that does not confirm the e-mail sends the user back to /login.
// The domain is unique per run, so no demo account's password sign-in is affected.
import { expect, test, type Page } from "@playwright/test";
import { apiAs, unique } from "../companies/helpers";
import { E2E } from "../support/servers";
import { startOidcProvider, type OidcTestProvider } from "../../support/oidc-provider";

let idp: OidcTestProvider;
let providerId: string;
const domain = `${unique("sso")}.example`;
const managers: Record<"verified" | "unverified", { email: string; userId: string }> = {
  verified: { email: `ada@${domain}`, userId: "" },
  unverified: { email: `eve@${domain}`, userId: "" },
};

test.beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [`${E2E.baseURL}/api/auth/sso/callback`] });
  const op = await apiAs("opAdmin");
  const created = await op.post("/api/back-office/identity-providers", {
    headers: { origin: E2E.baseURL },
    data: {
      name: `E2E IdP ${domain}`,
      companyId: "acme",
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      emailDomains: [domain],
    },
  });
  expect(created.status()).toBe(201);
  providerId = ((await created.json()) as { id: string }).id;
  await op.dispose();
  // Acme managers of that domain, added by the super manager; they never get a password.
  const boss = await apiAs("superManager");
  for (const manager of Object.values(managers)) {
    const added = await boss.post("/api/companies/acme/managers", {
      headers: { origin: E2E.baseURL },
      data: {
        firstName: "Sso",
        lastName: "Tester",
        jobTitle: "QA Lead",
        department: "Engineering",
        email: manager.email,
      },
    });
    expect(added.status()).toBe(201);
    manager.userId = ((await added.json()) as { userId: string }).userId;
  }
  await boss.dispose();
});

test.afterAll(async () => {
  if (providerId) {
    const op = await apiAs("opAdmin");
    await op.delete(`/api/back-office/identity-providers/${providerId}`, { headers: { origin: E2E.baseURL } });
    await op.dispose();
  }
  await idp?.stop();
});

/** From our sign-in page through the provider's development sign-in and consent pages, signing in as `login`. */
async function signInThroughProvider(page: Page, email: string, login = email) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Email", { exact: true }).press("Tab");
  const start = page.getByRole("link", { name: "Continue with single sign-on" });
  await expect(start).toBeVisible();
  await start.click();
  await throughProvider(page, login);
}

/** At the provider: its development sign-in and consent pages, then back to us. */
async function throughProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.origin === E2E.baseURL && !url.pathname.startsWith("/api/"));
}

test("[AUTH] a manager of an SSO domain signs in through the identity provider", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signInThroughProvider(page, managers.verified.email);
  await expect(page).not.toHaveURL(/\/login/);
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { id?: string } };
  expect(session.user?.id).toBe(managers.verified.userId);
  // The session works on the API too.
  expect((await page.request.get("/api/auth/two-factor")).status()).toBe(200);
  await context.close();
});

test("[AUTH] a return address off the site is dropped: after single sign-on the browser stays here", async ({
  browser,
}) => {
  // The report (GET /api/auth/sso/start?...&callbackUrl=%2F%09%2Fevil.example%2Fx answered, after the
  // provider, 302 Location: http://evil.example/x): a tab or a newline between two slashes, and a backslash.
  const email = managers.verified.email;
  for (const callbackUrl of ["/\t/evil.example/x", "/\n/evil.example/x", "/\\evil.example/x", "//evil.example/x"]) {
    const context = await browser.newContext({ baseURL: E2E.baseURL });
    const offSite: string[] = [];
    await context.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    await page.goto(`/api/auth/sso/start?${new URLSearchParams({ email, callbackUrl })}`);
    await throughProvider(page, email);
    expect({ callbackUrl, origin: new URL(page.url()).origin }).toEqual({ callbackUrl, origin: E2E.baseURL });
    await expect(page).not.toHaveURL(/\/login/);
    expect(offSite).toEqual([]);
    await context.close();
  }
});

test("[AUTH] an e-mail the provider does not confirm is refused, and nobody is signed in", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signInThroughProvider(page, managers.unverified.email, `unverified:${managers.unverified.email}`);
  await expect(page).toHaveURL(/\/login\?ssoError=unverified/);
  await expect(
    page.getByText("Your identity provider did not confirm your e-mail address, so we cannot sign you in."),
  ).toBeVisible();
  expect((await page.request.get("/api/auth/two-factor")).status()).toBe(401);
  await context.close();
});

test("[AUTH] a domain without single sign-on gets no SSO offer, and Forgot password? is there", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(`someone@${unique("nosso")}.example`);
  await page.getByLabel("Email", { exact: true }).press("Tab");
  await page.getByLabel("Password", { exact: true }).fill("whatever-1234");
  await expect(page.getByRole("link", { name: "Continue with single sign-on" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
});
