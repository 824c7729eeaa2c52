// Payroll tabs in Chromium (spec 2 sections 2, 8): the payroll admin exports the FX rates as CSV (the file
// holds the tab's rates) and downloads a cutoff report, watching the progress bar and the success toast that
// closes after 5 seconds.
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test } from "@playwright/test";
import { FX_CSV_HEADER } from "../../../lib/finance/fx-rates/schema";
import { CUTOFF_MESSAGES } from "../../../lib/payroll/cutoff-reports/schema";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("payrollAdmin") });

test("[PAYROLL] payroll admin exports FX rates as CSV", async ({ page }) => {
  await page.goto("/payroll#fx-rates");
  await page.getByLabel("From currency").fill("EUR");
  await page.getByRole("button", { name: "Apply filters" }).click();
  const table = page.getByRole("table", { name: "FX rates" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const records: string[][] = parse(fs.readFileSync((await download.path())!), { bom: true });
  expect(records[0]).toEqual([...FX_CSV_HEADER]);
  expect(records.length).toBeGreaterThan(1);
  for (const [from, to, rate, date] of records.slice(1)) {
    expect(from).toBe("EUR");
    expect(to).toMatch(/^[A-Z]{3}$/);
    expect(Number(rate)).toBeGreaterThan(0);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
  }
});

test("[PAYROLL] payroll admin downloads a cutoff report with the progress bar and toast", async ({ page }) => {
  // Hold the file until the progress bar has been seen, so the download cannot complete before it shows.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/cutoff-reports/*/download", async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.goto("/payroll#cutoff-reports");
  const button = page.getByRole("button", { name: /^Download Cutoff report/ }).first();
  await expect(button).toBeVisible();
  const name = (await button.getAttribute("aria-label"))!.replace(/^Download /, "");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await button.click();
      await expect(page.getByRole("progressbar", { name: `Downloading ${name}` })).toBeVisible();
      release();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.length).toBeGreaterThan(0);
  const toast = page.getByText(CUTOFF_MESSAGES.downloaded);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });
});
