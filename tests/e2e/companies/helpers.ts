// Fresh users for the companies e2e tests (the e2e database is shared: never touch demo accounts' e-mails).
import { expect, request, type APIRequestContext, type Browser } from "@playwright/test";
import { authFile, signInThroughApi } from "../support/auth";
import { E2E } from "../support/servers";

export const NEW_PASSWORD = "Fresh-pass-2026-ok";

export function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function apiAs(key: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: E2E.baseURL, storageState: authFile(key) });
}

/** The latest outbox message to an address, read through the admins' dev outbox API. */
export async function latestMail(to: string): Promise<{ subject: string; text: string }> {
  const admin = await apiAs("admin");
  try {
    let found: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        const res = await admin.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&pageSize=5`);
        const body = (await res.json()) as { items: { subject: string; text: string; to: string }[] };
        found = body.items.find((m) => m.to === to.toLowerCase());
        return !!found;
      })
      .toBe(true);
    return found!;
  } finally {
    await admin.dispose();
  }
}

/**
 * A new acme manager with a password, made the way the product does it: the super manager adds and
 * invites them, the invitation link sets the password.
 */
export async function createSignedUpManager(options: { acceptPrivacy?: boolean } = {}) {
  const email = `${unique("e2e-mgr")}@acme.example`;
  const boss = await apiAs("superManager");
  const added = await boss.post("/api/companies/acme/managers", {
    data: { firstName: "Eddie", lastName: "Tester", jobTitle: "QA Lead", department: "Engineering", email },
  });
  expect(added.status()).toBe(201);
  const { id, userId } = (await added.json()) as { id: string; userId: string };
  expect((await boss.post(`/api/users/${userId}/invite`, { data: {} })).status()).toBe(200);
  await boss.dispose();
  const mail = await latestMail(email);
  const token = decodeURIComponent(/change-pw\?token=([\w%-]+)/.exec(mail.text)![1]);
  const anon = await request.newContext({ baseURL: E2E.baseURL });
  const set = await anon.post("/api/auth/set-password", {
    data: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(set.status()).toBe(200);
  await anon.dispose();
  return { email, managerId: id, userId, acceptPrivacy: options.acceptPrivacy ?? true };
}

/** A browser context signed in as that user (privacy policy accepted unless asked otherwise). */
export async function signedInContext(
  browser: Browser,
  user: { email: string; userId: string; acceptPrivacy?: boolean },
  password = NEW_PASSWORD,
) {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  await signInThroughApi(context.request, user.email, password);
  if (user.acceptPrivacy !== false)
    expect((await context.request.post(`/api/users/${user.userId}/privacy-policy`)).status()).toBe(200);
  return context;
}
