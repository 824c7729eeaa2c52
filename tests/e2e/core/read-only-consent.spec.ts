// [CORE] Read-only mode locks no one out of reading (issue 10 finding 4): a user who has not accepted the
// privacy policy sees it, is told the consent could not be recorded, and continues to read; nothing is written.
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

async function seenPrivacyPolicy(): Promise<boolean> {
  const db = new Client({ connectionString: E2E.readOnlyDatabaseUrl });
  await db.connect();
  const { rows } = await db.query(`SELECT "seenPrivacyPolicy" FROM "User" WHERE email = 'new.hire@acme.example'`);
  await db.end();
  return rows[0].seenPrivacyPolicy as boolean;
}

test.use({ storageState: authFile("incompleteEmployee", true), baseURL: E2E.readOnlyBaseURL });

test("[CORE] read-only: the new hire reads the privacy policy, is told consent is not recorded, and reads on", async ({
  page,
}) => {
  expect(await seenPrivacyPolicy()).toBe(false);
  await page.goto("/employees/emp-incomplete");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { name: "Privacy policy" })).toBeVisible();
  await expect(page.getByText("OmniPlatform processes your personal data")).toBeVisible();
  await expect(page.getByTestId("consent-not-recorded")).toContainText("Your consent could not be recorded");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  await page.getByRole("button", { name: "Continue to read" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "My details" }).click();
  await expect(page).toHaveURL(/\/employees\/emp-incomplete$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ian");
  // Reading did not record a consent: the database is read-only.
  expect(await seenPrivacyPolicy()).toBe(false);
});
