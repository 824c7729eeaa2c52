// [spec 2 §9] Dates on the contract page read 'MMM dd, yyyy' (spec 2 section 9, spec 3 section 9): Emma's first
// contract of the demo data was archived on 20 February 2024, and the page said '20/02/2024'.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("admin") });

test("[spec 2 §9] the contract page shows its archive date as 'MMM dd, yyyy'", async ({ page }) => {
  await page.goto("/employees/emp-emma/contracts/doc-contract-emma-v1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Archived Feb 20, 2024")).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/)).toHaveCount(0);
});
