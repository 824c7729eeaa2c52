// Time off from the navigation, as a new user meets it: an employee's booking in another month stays on screen
// (the list moves to the month it starts in), and staff's Time off and Timesheets ask for nothing before a
// company is chosen. The e2e database is reused between runs: a random far month (August of 2031..2099) with no
// request of Emma's keeps reruns apart from the seed and the other specs (approvals: May; timesheets: March).
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { settle, trackSettling } from "../support/settle";
import { openFromNavigation } from "../support/navigation";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

type List = { taken: { status: string }[]; scheduled: { status: string }[] };

function firstWeekdayOf(month: string, nth: number): string {
  const [year, m] = month.split("-").map(Number);
  const weekdays = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, m - 1, i + 1))).filter(
    (d) => d.getUTCMonth() === m - 1 && d.getUTCDay() >= 1 && d.getUTCDay() <= 5,
  );
  return weekdays[nth].toISOString().slice(0, 10);
}

/** Opens a page from the main navigation (no typed address), through its group's menu where it has one. */
test("[TIME] a booking in another month stays on screen: the list shows the month it starts in", async ({
  browser,
}) => {
  const api = await apiAs("employee");
  let month = "";
  for (let attempt = 0; attempt < 10 && !month; attempt++) {
    const candidate = `${2031 + Math.floor(Math.random() * 69)}-08`;
    const res = await api.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${candidate}`);
    expect(res.status()).toBe(200);
    const list = (await res.json()) as List;
    if (list.taken.length + list.scheduled.length === 0) month = candidate;
  }
  await api.dispose();
  expect(month).not.toBe("");

  const context = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const page = await context.newPage();
  await openFromNavigation(page, "Time off");
  await expect(page).toHaveURL(/\/time-off/);
  const note = unique("E2E far booking");
  await page.getByLabel("Leave type").selectOption({ label: "Holiday" });
  await page.getByLabel("Start date").fill(firstWeekdayOf(month, 4));
  await page.getByLabel("End date").fill(firstWeekdayOf(month, 5));
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByText("Time off booked").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByLabel("Month")).toHaveValue(month);
  const row = page.getByRole("table", { name: "Scheduled time off" }).getByRole("row").filter({ hasText: note });
  await expect(row).toContainText("Pending");
  await context.close();
});

test("[TIME] staff's Time off and Timesheets ask for a company first and fetch nothing before one is chosen", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
  await trackSettling(context);
  const page = await context.newPage();
  const early: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/\/api\/timeoff\/by-company-id\/(\?|$)|\/api\/timesheets\/company\/(\?|$)/.test(url)) early.push(url);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await openFromNavigation(page, "Time off", "People");
  await expect(page.getByText("Time off is listed per company.")).toBeVisible();
  await openFromNavigation(page, "Timesheets", "People");
  await expect(page).toHaveURL(/\/timesheets/);
  await expect(page.getByText("Timesheets are listed per company.")).toBeVisible();
  // Requests start with the render: wait until the page has settled before reading what was asked.
  await settle(page);
  expect(early).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
