// [ADMINS] An OP admin adds an admin user, sends the platform invitation (the mail is in the dev outbox), and the
// new admin signs in once with the temporary password and must set their own before anything else.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { latestMail, unique } from "../companies/helpers";

const OWN_PASSWORD = "Own-admin-pass-2026";

test.use({ storageState: authFile("opAdmin") });

test("[ADMINS] OP admin adds an admin and invites them; the temporary password works once, then forces a change", async ({
  page,
  browser,
}) => {
  const email = `${unique("e2e-admin")}@omniplatform.example`;
  await page.goto("/admins/add-admin");
  await page.getByLabel("First name").fill("Eda");
  await page.getByLabel("Last name").fill("Added");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByRole("heading", { name: "Eda Added" })).toBeVisible();
  const temporary = (await page.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);

  await page.getByRole("button", { name: "Send platform invitation" }).click();
  const mail = await latestMail(email);
  expect(mail.subject).toBe("You are invited to OmniPlatform");
  expect(mail.text).toContain("/change-pw?token=");

  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const newcomer = await fresh.newPage();
  await newcomer.goto("/login");
  await newcomer.getByLabel("Email").fill(email);
  await newcomer.getByLabel("Password").fill(temporary);
  await newcomer.getByRole("button", { name: /sign in/i }).click();
  await expect(newcomer).toHaveURL(/\/change-password$/);
  await newcomer.goto("/companies");
  await expect(newcomer).toHaveURL(/\/change-password$/);
  await newcomer.getByLabel("New password").fill(OWN_PASSWORD);
  await newcomer.getByLabel("Repeat the password").fill(OWN_PASSWORD);
  await newcomer.getByRole("button", { name: "Set password" }).click();
  await expect(newcomer).not.toHaveURL(/\/change-password/);
  await fresh.close();

  // The card no longer shows a password that was used.
  await page.reload();
  await expect(page.getByTestId("temporary-password")).toHaveCount(0);
});

test("[ADMINS] the admin list loads the pages after its first 100 from the keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  type Page = { items: { email: string }[]; nextPageKey: string | null };
  const allAdmins = async () => {
    const emails: string[] = [];
    let key: string | null = null;
    do {
      const res = await page.request.get(`/api/users?role=admin&pageSize=200${key ? `&nextPageKey=${key}` : ""}`);
      const body = (await res.json()) as Page;
      emails.push(...body.items.map((i) => i.email));
      key = body.nextPageKey;
    } while (key);
    return emails;
  };
  // More admins than one page of 100 (the shared e2e database may have them already).
  const missing = Math.max(0, 101 - (await allAdmins()).length);
  for (let i = 0; i < missing; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - i) }, async () => {
        const res = await page.request.post("/api/users", {
          data: { firstName: "Paged", lastName: "Admin", email: `${unique("e2e-paged")}@omniplatform.example` },
        });
        expect(res.status()).toBe(201);
      }),
    );
  }
  const emails = await allAdmins();

  await page.goto("/admins");
  const rows = page.getByTestId("admin-row");
  await expect(rows).toHaveCount(100);
  await expect(page.getByText("100+ admin users")).toBeVisible();
  const loadMore = page.getByRole("button", { name: "Load more" });
  while (await loadMore.isVisible()) {
    const before = await rows.count();
    await loadMore.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(emails.length);
  await expect(rows.filter({ hasText: emails[emails.length - 1] })).toHaveCount(1);
  await expect(page.getByText(`${await rows.count()} admin users`)).toBeVisible();
});
