import { expect, type Page } from "@playwright/test";

/**
 * Types the Create workbook form's month (yyyy-MM). The form is loaded on demand, and a month typed before it has
 * hydrated is dropped (the workbook would be made for the default month): type it until the default name follows.
 */
export async function chooseWorkbookMonth(page: Page, period: string) {
  const [year, month] = period.split("-").map(Number);
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  await expect(async () => {
    await page.getByLabel("Month and year").fill(period);
    await expect(page.getByLabel("Workbook Name")).toHaveValue(`${monthName} ${year} - Workbook`, { timeout: 2_000 });
  }).toPass();
}
