// Payroll report CSVs in Chromium (spec 2 sections 2, 7): the super manager opens /payroll-reports directly,
// sees the published months newest first, downloads a month with the mouse and another with the keyboard,
// and the downloaded files hold the stable header and the company's rows. A manager without the payroll
// scope gets only their direct reports' rows of the same month.
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, request, test, type Download } from "@playwright/test";
import { CSV_HEADER, periodLabel } from "../../../lib/payroll/company-reports/schema";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

test.use({ storageState: authFile("superManager") });

const LIST = "/api/payroll-reports/companies/acme/gross-to-net";

async function records(download: Download): Promise<string[][]> {
  const file = await download.path();
  return parse(fs.readFileSync(file!), { bom: true });
}

test("[PAYROLL-REPORTS] super manager downloads a month's payroll CSV from /payroll-reports", async ({
  page,
  browser,
}) => {
  const periods = ((await (await page.request.get(LIST)).json()) as { payrollReports: string[] }).payrollReports;
  expect(periods.length, "the demo data has published pay reports for Acme").toBeGreaterThan(0);
  expect([...periods].sort().reverse()).toEqual(periods);

  await page.goto("/payroll-reports");
  await expect(page.getByRole("heading", { name: "Payroll reports" })).toBeVisible();
  const rows = page.getByTestId("payroll-report-row");
  await expect(rows).toHaveCount(periods.length);
  await expect(rows.getByTestId("payroll-report-month")).toHaveText(periods.map(periodLabel));
  expect(periodLabel(periods[0])).toMatch(/^[A-Z][a-z]+ \d{4}$/);

  const first = periodLabel(periods[0]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Download CSV for ${first}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payroll-report_Acme-Corp_${periods[0]}.csv`);
  const csv = await records(download);
  expect(csv[0]).toEqual([...CSV_HEADER]);
  expect(csv.length).toBeGreaterThan(1);
  for (const row of csv.slice(1)) {
    expect(row).toHaveLength(CSV_HEADER.length);
    expect(row[1]).not.toBe("");
    expect(row[4]).toMatch(/^[A-Z]{3}$/);
    expect(row[12]).toMatch(/^-?\d+(\.\d+)?$/);
  }
  await expect(page.getByRole("alert").filter({ hasText: "Failed to download" })).toHaveCount(0);

  // The same file as the route serves.
  const direct = await (await page.request.get(`${LIST}/${periods[0]}`)).text();
  expect(parse(direct, { bom: true })).toEqual(csv);

  // The manager without the payroll scope: a month where their direct reports were paid, and only those rows.
  const manager = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("manager") });
  const theirs = ((await (await manager.get(LIST)).json()) as { payrollReports: string[] }).payrollReports;
  expect(theirs.length, "the demo manager has direct reports in a published pay report").toBeGreaterThan(0);
  expect(periods).toEqual(expect.arrayContaining(theirs));
  const mine: string[][] = parse(await (await manager.get(`${LIST}/${theirs[0]}`)).text(), { bom: true });
  await manager.dispose();
  const everyone: string[][] = parse(await (await page.request.get(`${LIST}/${theirs[0]}`)).text(), { bom: true });
  expect(mine[0]).toEqual([...CSV_HEADER]);
  expect(mine.length).toBeGreaterThan(1);
  expect(mine.length).toBeLessThan(everyone.length);
  const all = new Set(everyone.slice(1).map((r) => r.join(",")));
  for (const row of mine.slice(1)) expect(all.has(row.join(","))).toBe(true);

  // The manager's page says why a month the company published has no report for them.
  const notTheirs = periods.filter((p) => !theirs.includes(p));
  if (notTheirs.length) {
    const context = await browser.newContext({ storageState: authFile("manager") });
    const managerPage = await context.newPage();
    await managerPage.goto("/payroll-reports");
    await expect(managerPage.getByTestId("payroll-report-row")).toHaveCount(theirs.length);
    const missing = managerPage.locator(`[data-testid="payroll-report-missing-row"][data-period="${notTheirs[0]}"]`);
    await expect(missing).toContainText(periodLabel(notTheirs[0]));
    await expect(missing).toContainText("No employees of yours in it");
    await context.close();
  }

  // Keyboard: the download link of the last month is reachable and works with Enter.
  const last = periodLabel(periods[periods.length - 1]);
  const link = page.getByRole("link", { name: `Download CSV for ${last}` });
  await link.focus();
  const [viaKeyboard] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect((await records(viaKeyboard))[0]).toEqual([...CSV_HEADER]);
});

test("[PAYROLL-REPORTS] last month's report covers the whole company: from the landing page, two clicks to November's CSV", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payroll reports" }).click();
  await expect(page.getByRole("heading", { name: "Payroll reports" })).toBeVisible();
  // The demo seed publishes whole months: September and November pay every employee on payroll, in every country;
  // October's German and French registers are still in verification, so October counts fewer.
  const counts: number[] = [];
  for (const period of ["202609", "202610", "202611"]) {
    const row = page.getByTestId("payroll-report-row").filter({ hasText: periodLabel(period) });
    await expect(row.getByRole("link", { name: `Download CSV for ${periodLabel(period)}` })).toBeVisible();
    counts.push(Number((await row.locator('[data-label="Employees"]').textContent())?.trim()));
  }
  expect(counts[2]).toBeGreaterThan(10);
  expect(counts[0]).toBe(counts[2]);
  expect(counts[1]).toBeGreaterThan(10);
  expect(counts[1]).toBeLessThan(counts[2]);
  // (Other specs publish far-future months of their own: the gaps between say why; these three have none.)
  for (const period of ["202609", "202610", "202611"])
    await expect(page.locator(`[data-testid="payroll-report-missing-row"][data-period="${period}"]`)).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Download CSV for ${periodLabel("202611")}` }).click(),
  ]);
  const csv = await records(download);
  const employees = new Set(csv.slice(1).map((row) => row[1]));
  expect(employees.size).toBe(counts[2]);
  expect(new Set(csv.slice(1).map((row) => row[2])).size).toBeGreaterThan(3);
});
