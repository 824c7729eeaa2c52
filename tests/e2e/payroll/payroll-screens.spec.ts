// Payroll screens a new user trips over (Chromium, production build): Create workbook refuses a month that has a
// workbook and creates the free month it offers; Publish on the LSP bill asks first (Cancel publishes nothing,
// focus returns to the button); the variance against a month without a register says there is nothing to compare.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { chooseWorkbookMonth } from "../support/workbook-month";

test.use({ storageState: authFile("payrollAdmin") });

test("[PAYROLL] payroll admin is refused a second workbook for a month and creates the offered free month", async ({
  page,
}) => {
  await page.goto("/payroll#payroll-instances");
  // The demo seed has October 2026's workbook.
  await chooseWorkbookMonth(page, "2026-10");
  await page.getByRole("button", { name: "Create workbook" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "A workbook for October 2026 already exists." }),
  ).toBeVisible();
  await expect(page.getByLabel("Month and year")).toHaveAttribute("aria-invalid", "true");
  const offer = page.getByRole("button", { name: /^Use .* instead$/ });
  const label = (await offer.textContent())!.replace(/^Use /, "").replace(/ instead$/, "");
  await offer.click();
  await expect(page.getByLabel("Workbook Name")).toHaveValue(`${label} - Workbook`);
  await page.getByRole("button", { name: "Create workbook" }).click();
  await expect(page.getByRole("link", { name: `${label} - Workbook` })).toBeVisible();
});

test("[PAYROLL] payroll admin confirms before publishing a bill's report and sees no variance against a month without a register", async ({
  page,
}) => {
  await page.goto("/payroll#payroll-instances");
  await page.getByRole("link", { name: "October 2026 - Workbook", exact: true }).click();
  await page.getByRole("tab", { name: /LSP bills/i }).click();
  // BritStaff's cycle 2 report of October waits in PRE_PUBLISH_QUERY (publishable); September has no cycle 2.
  await page.getByRole("link", { name: /^GB: BritStaff Ltd · Cycle 2$/ }).click();
  await expect(page.getByRole("heading", { name: /BritStaff Ltd/ })).toBeVisible();

  await page.getByLabel("View").selectOption("variance");
  await page.getByLabel("Year").selectOption("2026");
  await page.getByLabel("Month").selectOption("9");
  await page.getByLabel("Cycle").selectOption("CYCLE_2");
  await expect(page.getByTestId("variance-chart")).toHaveText(
    "Nothing to compare: no register for September 2026, Cycle 2.",
  );
  await expect(page.locator('[data-testid^="variance-"][data-testid$="salary"]')).toHaveCount(0);

  const publish = page.getByRole("button", { name: "Publish all" });
  await expect(publish).toBeEnabled();
  await publish.click();
  const dialog = page.getByRole("dialog", { name: "Publish pay report" });
  await expect(dialog).toContainText("Publish the pay report of BritStaff Ltd, United Kingdom, October 2026, Cycle 2?");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(publish).toBeFocused();
  await expect(page.getByText(/^0 \/ \d+$/).last()).toBeVisible();

  await publish.click();
  await page.getByRole("dialog", { name: "Publish pay report" }).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published employees.")).toBeVisible();
  await expect(page.locator('[data-testid="bill-row"] [data-status="PUBLISHED"]').first()).toBeVisible();
});
