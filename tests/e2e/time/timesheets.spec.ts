// [TIME] Timesheets in Chromium: the employee books time off and sees it on the month, enters the month with
// an invalid row that is flagged, fixes it and submits; the manager approves and downloads the PDF.
// A month years ahead (random) keeps reruns on one database apart from the seed and from each other.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

// March of a year in 2031..2099; its weekdays are computed, not assumed.
const year = 2031 + Math.floor(Math.random() * 69);
const month = `${year}-03`;
const weekdays = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, 2, i + 1)))
  .filter((d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5)
  .map((d) => d.toISOString().slice(0, 10));
const [holidayStart, holidayEnd] = [weekdays[5], weekdays[6]];
const brokenDay = weekdays[2];

test("[TIME] employee books time off, fixes a flagged row and submits; the manager approves and downloads the PDF", async ({
  browser,
}) => {
  const employee = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const page = await employee.newPage();

  await page.goto(`/time-off?month=${month}`);
  await page.getByLabel("Leave type").selectOption({ label: "Holiday" });
  await page.getByLabel("Start date").fill(holidayStart);
  await page.getByLabel("End date").fill(holidayEnd);
  await page.getByLabel("Note").fill("E2E long weekend");
  await page.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByText("Time off booked")).toBeVisible();

  await page.goto(`/timesheets?month=${month}`);
  const row = (date: string) => page.locator(`tr[data-date="${date}"]`);
  // Time off shows on its days, unticked; other weekdays are pre-filled from the regular working hours.
  for (const date of [holidayStart, holidayEnd]) {
    await expect(row(date)).toContainText("Holiday");
    await expect(page.getByLabel(`Worked on ${date}`)).not.toBeChecked();
  }
  await expect(page.getByLabel(`Worked on ${weekdays[0]}`)).toBeChecked();

  // An end before the start breaks a row rule: the row says so and is unticked.
  await page.getByLabel(`End time ${brokenDay}`).selectOption("08:00");
  await expect(row(brokenDay).getByRole("alert")).toHaveText("End time must be after start time");
  await expect(page.getByLabel(`Worked on ${brokenDay}`)).not.toBeChecked();
  await page.getByLabel(`End time ${brokenDay}`).selectOption("17:00");
  await expect(row(brokenDay).getByRole("alert")).toHaveCount(0);
  await page.getByLabel(`Worked on ${brokenDay}`).check();
  await expect(row(brokenDay).getByRole("cell").last()).toHaveText("8h 00m");

  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Timesheet submitted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await expect(page.getByLabel(`End time ${brokenDay}`)).toBeDisabled();

  const managerContext = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
  const manager = await managerContext.newPage();
  await manager.goto(`/timesheets?month=${month}`);
  await manager.getByRole("link", { name: /Emma/ }).click();
  await expect(manager.locator(`tr[data-date="${holidayStart}"]`)).toContainText("Holiday");
  await expect(manager.locator(`tr[data-date="${brokenDay}"]`).getByRole("cell").last()).toHaveText("8h 00m");
  await manager.getByRole("button", { name: "Approve" }).click();
  await manager.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(manager.getByText("Timesheet approved")).toBeVisible();
  await expect(manager.getByText(/Submitted .*, approved /)).toBeVisible();

  const downloading = manager.waitForEvent("download");
  await manager.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await managerContext.close();
  await employee.close();
});
