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
