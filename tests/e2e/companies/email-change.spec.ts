// [ACCOUNT] The full e-mail change: re-typed confirmation, verification mail, confirm, signed out,
// signed in with the new address; the used link then answers 'expired' and goes back to /account-details.
import { expect, test } from "@playwright/test";
import { signInThroughApi } from "../support/auth";
import { NEW_PASSWORD, createSignedUpManager, latestMail, signedInContext, unique } from "./helpers";
import { E2E } from "../support/servers";

test("[ACCOUNT] a manager changes their e-mail with verification and signs in with the new one", async ({
  browser,
}) => {
  const fresh = await createSignedUpManager();
  const context = await signedInContext(browser, fresh);
  const page = await context.newPage();
  const newEmail = `${unique("moved")}@acme.example`;

  await page.goto("/account-details");
  await page.getByRole("link", { name: "Edit details" }).click();
  await expect(page.getByRole("heading", { name: "Edit your details" })).toBeVisible();
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm email change" });
  await dialog.getByLabel("New email address").fill("someone.else@acme.example");
  await expect(dialog.getByText("Entered text does not match requested change")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await dialog.getByLabel("New email address").fill(newEmail);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  const mail = await latestMail(newEmail);
  const path = /(\/profile\/verify-email\/[\w%-]+)/.exec(mail.text)![1];
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Confirm email change" })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/login/);

  // The old session is gone; the old address was told; the new address signs in.
  const oldCookie = await context.request.get(`/api/users/${fresh.userId}`);
  expect(oldCookie.status()).toBe(401);
  expect((await latestMail(fresh.email)).subject).toContain("was changed");
  const again = await browser.newContext({ baseURL: E2E.baseURL });
  await signInThroughApi(again.request, newEmail, NEW_PASSWORD);
  const page2 = await again.newPage();

  // The link is single use: opening it again says it expired and goes back to /account-details.
  await page2.goto(path);
  await expect(page2.getByText("Your email change request has expired, please try again.").first()).toBeVisible();
  await expect(page2).toHaveURL(/\/account-details$/);
  await again.close();
  await context.close();
});
