// [EMPLOYEES] A new hire is invited to the platform and signs in (spec 1 sections 1, 2 and 4): a manager adds an
// employee (no sign-in user yet), sends the platform invite from the employee page, the mail with its password link
// is in the dev mail viewer, the new hire sets a password on /change-pw, signs in, passes the privacy-policy gate
// and lands on their profile and their own record; the manager's card then reads Accepted.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

const PASSWORD = "New-hire-pass-2026";

test.use({ storageState: authFile("manager") });

test("[EMPLOYEES] a manager invites a new hire, who sets a password and signs in to their own page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = unique("Invitee");
  const email = `${unique("new-hire")}@mail.test.example`;
  const manager = await apiAs("manager");
  const created = await manager.post("/api/employees", {
    data: { companyId: "acme", firstName: "Nadia", lastName, personalEmail: email, countryCode: "DE", jobTitle: "QA" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await manager.dispose();

  // The employee page: not invited yet, then sent.
  await page.goto(`/employees/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Nadia ${lastName}` })).toBeVisible();
  const card = page.getByTestId("platform-invite");
  await expect(card).toContainText("Not invited yet.");
  await expect(card).toContainText(email);
  await card.getByRole("button", { name: "Send invite" }).click();
  await expect(card.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
  await expect(card).toContainText(/Invited on \w{3} \d{2}, \d{4}, not accepted yet\./);
  await expect(card.getByRole("button", { name: "Send again" })).toBeEnabled();

  // The mail, read in the admins' dev mail viewer.
  const admin = await browser.newContext({ storageState: authFile("admin") });
  const viewer = await admin.newPage();
  await viewer.goto("/dev/outbox");
  await viewer.getByLabel("Recipient").fill(email);
  const message = viewer.getByTestId("outbox-message").filter({ hasText: email });
  await expect(message).toContainText("You are invited to OmniPlatform");
  await expect(message).toContainText("has invited you to OmniPlatform");
  const link = /https?:\/\/\S+\/change-pw\?token=[\w%-]+/.exec((await message.textContent()) ?? "")?.[0];
  expect(link, "password link in the mail").toBeTruthy();
  await admin.close();

  // The new hire, in a fresh browser: set the password, sign in, pass the privacy gate, reach their own page.
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const hire = await fresh.newPage();
  await hire.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(hire).toHaveURL(/\/change-pw\/set\?token=/);
  await hire.getByLabel("New password").fill(PASSWORD);
  await hire.getByLabel("Repeat the password").fill(PASSWORD);
  await hire.getByRole("button", { name: "Set password" }).click();
  await expect(hire).toHaveURL(/\/login/);
  await hire.getByLabel("Email").fill(email);
  await hire.getByLabel("Password").fill(PASSWORD);
  await hire.getByRole("button", { name: /sign in/i }).click();
  await expect(hire).toHaveURL(/\/privacy-policy$/);
  await hire.getByLabel("I agree").check();
  await hire.getByRole("button", { name: "Continue" }).click();
  await expect(hire).toHaveURL(/\/profile$/);
  await expect(hire.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  await hire.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My details" }).click();
  await expect(hire).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(hire.getByRole("heading", { level: 1 })).toContainText(`Nadia ${lastName}`);
  await fresh.close();

  // Accepted: the manager's card offers nothing more to send.
  await page.reload();
  await expect(card).toContainText("Accepted");
  await expect(card.getByRole("button")).toHaveCount(0);
});
