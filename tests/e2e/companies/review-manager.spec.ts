// [COMPANIES] The needs-review manager completes the welcome form and gets into the app (spec 1 sections 2, 6).
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

test.use({ storageState: authFile("reviewManager") });

test("[COMPANIES] needs-review manager completes the welcome form and reaches the app", async ({ page }) => {
  const pg = new Client({ connectionString: E2E.databaseUrl });
  await pg.connect();
  const before = (await pg.query(`SELECT "contactName", "contactPhoneNumber" FROM "Company" WHERE id = 'newco'`))
    .rows[0];
  try {
    await page.goto("/employees");
    await expect(page).toHaveURL(/\/companies\/newco\/edit$/);
    await expect(page.getByRole("heading", { name: "Welcome, Nina!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Edit company details" })).toBeVisible();
    await expect(page.getByLabel("Company name")).toBeDisabled();
    await expect(page.getByText("To change the FX conversion percent, please contact Finance.")).toBeVisible();
    await page.getByLabel("Name of primary contact").fill("");
    await page.getByLabel("Phone number of primary contact").fill("");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Please enter a name of a primary contact")).toBeVisible();
    await expect(page.getByText("Please enter a phone number of a primary contact")).toBeVisible();
    await page.getByLabel("Name of primary contact").fill("Nina Newco");
    await page.getByLabel("Phone number of primary contact").fill("+4930123456");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/employees$/);
    // Released for good: the normal edit page is now forbidden for the manager.
    await page.goto("/companies/newco/edit");
    await expect(page.getByText("Access Denied/Forbidden")).toBeVisible();
  } finally {
    // Other tests rely on newco still needing review.
    await pg.query(
      `UPDATE "Company" SET "needsManagerReview" = true, "contactName" = $1, "contactPhoneNumber" = $2 WHERE id = 'newco'`,
      [before?.contactName ?? null, before?.contactPhoneNumber ?? null],
    );
    await pg.end();
  }
});
