// [AUTH] Sign-out ends the session on the server (lib/auth/revoke-session.ts): a session cookie copied before
// POST /api/auth/signout answers 401 on an API route and sends a page to /login afterwards, through the real
// next-auth routes of `next start`. The sign-in also leaves the known-device cookie that spares the owner the
// account-wide throttle (lib/auth/known-device.ts).
import { expect, request, test } from "@playwright/test";
import { demoAccount, DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { signInThroughApi } from "../support/auth";
import { E2E } from "../support/servers";

const SESSION_COOKIE = "next-auth.session-token";

test("[AUTH] a session cookie copied before sign-out is refused after it", async ({ browser }) => {
  const manager = demoAccount("manager");
  const api = await request.newContext({ baseURL: E2E.baseURL });
  await signInThroughApi(api, manager.email, DEMO_PASSWORD);
  const cookies = (await api.storageState()).cookies;
  const session = cookies.find((c) => c.name === SESSION_COOKIE)!;
  expect(session).toBeTruthy();
  const device = cookies.find((c) => c.name === "omni-known-device");
  expect(device?.httpOnly).toBe(true);
  expect(device?.path).toBe("/api/auth");

  // Someone copies the cookie while the session is live.
  const thief = await browser.newContext({ baseURL: E2E.baseURL });
  await thief.addCookies([{ ...session, sameSite: "Lax" }]);
  expect((await thief.request.get("/api/auth/two-factor")).status()).toBe(200);

  // The owner signs out through next-auth, as /logout does.
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedOut = await api.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(200);

  await expect.poll(async () => (await thief.request.get("/api/auth/two-factor")).status()).toBe(401);
  const page = await thief.newPage();
  await page.goto("/employees");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Femployees$/);
  await thief.close();
  await api.dispose();
});
