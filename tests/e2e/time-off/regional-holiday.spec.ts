// [TIME] A regional public holiday in Chromium: an admin sets Emma's (Germany) region to Bavaria through the
// employee edit form; Emma books holiday over a day only Bavaria keeps (Epiphany, Corpus Christi or All Saints,
// found from the calendars, not assumed), sees it named and not charged, and Acme's manager approves the
// request with one working day. Public holidays are generated for this year and the next only, so the day is in
// those; a rerun first deletes Emma's own booking over it (the other specs book far years, no holidays there).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

type Holiday = { date: string; name: string; companyId: string | null };
type Entry = { id: string; startDate: string; endDate: string; status: string };

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shift = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

async function holidays(api: APIRequestContext, region: string, from: string, to: string): Promise<Holiday[]> {
  const res = await api.get(`/api/public-holidays?countryCode=DE&region=${region}&from=${from}&to=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { holidays: Holiday[] }).holidays.filter((h) => !h.companyId);
}

/** The first Bavarian-only holiday on a weekday after tomorrow, with a neighbouring weekday that is no holiday. */
async function bavarianOnlyDay(api: APIRequestContext) {
  const from = shift(iso(new Date()), 2);
  const to = `${new Date().getUTCFullYear() + 1}-12-31`;
  const bavaria = await holidays(api, "BY", from, to);
  const national = new Set((await holidays(api, "", from, to)).map((h) => h.date));
  const holidayDates = new Set(bavaria.map((h) => h.date));
  for (const h of bavaria) {
    if (national.has(h.date) || weekday(h.date) === 0 || weekday(h.date) === 6) continue;
    // The holiday and the weekday next to it (before it when it is a Friday).
    const other = weekday(h.date) === 5 ? shift(h.date, -1) : shift(h.date, 1);
    if (holidayDates.has(other) || other < from) continue;
    const [start, end] = [h.date, other].sort();
    return { holiday: h, start, end };
  }
  throw new Error("No Bavarian-only weekday holiday in the generated years");
}

test("[TIME] Emma in Bavaria books over a Bavarian-only holiday: named, not charged, approved by her manager", async ({
  browser,
}) => {
  const adminApi = await apiAs("admin");
  const { holiday, start, end } = await bavarianOnlyDay(adminApi);

  // A rerun: Emma's own earlier booking over these days goes first (she may delete scheduled ones).
  const emmaApi = await apiAs("employee");
  const listed = await emmaApi.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${start.slice(0, 7)}`);
  expect(listed.status()).toBe(200);
  const list = (await listed.json()) as { taken: Entry[]; scheduled: Entry[] };
  for (const entry of [...list.taken, ...list.scheduled])
    if (entry.status !== "DECLINED" && entry.startDate <= end && entry.endDate >= start)
      expect((await emmaApi.delete(`/api/timeoff/requests/${entry.id}`)).status()).toBe(204);

  // A rerun: Emma starts on the national calendar again.
  const reset = await adminApi.patch("/api/employees/emp-emma", { data: { region: null } });
  expect(reset.status(), await reset.text()).toBe(200);

  // 1. The admin sets Emma's region to Bavaria on her record.
  const adminContext = await browser.newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
  const admin = await adminContext.newPage();
  await admin.goto("/employees/emp-emma/edit");
  // A choice made before the form hydrated is reset by it ("Nothing to save"): choose and save until the page leaves.
  await expect(async () => {
    if (admin.url().endsWith("/edit")) {
      await admin.getByLabel("Region (for public holidays)").selectOption({ label: "Bayern (BY)" });
      await admin.getByRole("button", { name: "Save" }).click();
    }
    await expect(admin).toHaveURL(/\/employees\/emp-emma$/, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  const regionValue = admin
    .getByText("Region (for public holidays)", { exact: true })
    .locator("xpath=following-sibling::dd[1]");
  await expect(regionValue).toHaveText("BY");
  await adminContext.close();

  // 2. Emma books the two days: the form names the holiday and charges one working day.
  const note = unique("E2E Bavarian holiday");
  const employeeContext = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const employee = await employeeContext.newPage();
  await employee.goto(`/time-off?month=${start.slice(0, 7)}`);
  await employee.getByLabel("Leave type").selectOption({ label: "Holiday" });
  await employee.getByLabel("Start date").fill(start);
  await employee.getByLabel("End date").fill(end);
  await employee.getByLabel("Note").fill(note);
  const inRange = employee.getByTestId("time-off-holidays");
  await expect(inRange).toContainText("1 working day charged.");
  await expect(inRange).toContainText(holiday.name);
  await employee.getByRole("button", { name: "Add time off" }).click();
  await expect(employee.getByText("Time off booked").first()).toBeVisible();
  const row = employee.getByRole("table", { name: "Scheduled time off" }).getByRole("row").filter({ hasText: note });
  await expect(row).toContainText("Pending");

  // 3. The manager sees one working day and approves.
  const managerContext = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
  const manager = await managerContext.newPage();
  await manager.goto("/time-off");
  const waiting = manager.getByRole("table", { name: "Time off waiting for approval" });
  const request = waiting.getByRole("row").filter({ hasText: note });
  await expect(request).toContainText("Emma Employee");
  await expect(request.getByRole("cell").nth(4)).toHaveText("1");
  await request.getByRole("button", { name: /^Approve / }).click();
  await expect(manager.getByText("Time off approved")).toBeVisible();
  await expect(request).toHaveCount(0);
  await managerContext.close();

  await employee.goto(`/time-off?month=${start.slice(0, 7)}`);
  await expect(row).toContainText("Approved");
  const entries = (await (
    await emmaApi.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${start.slice(0, 7)}`)
  ).json()) as { scheduled: (Entry & { employeeNote: string; workingDays: number })[] };
  expect(entries.scheduled.find((e) => e.employeeNote === note)).toMatchObject({ status: "APPROVED", workingDays: 1 });
  await employeeContext.close();
  await emmaApi.dispose();
  await adminApi.dispose();
});

test("[TIME] the back-office holiday calendar: Bavaria's own days marked, a company day off added and removed", async ({
  browser,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  const context = await browser.newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
  const page = await context.newPage();
  await page.goto("/back-office/public-holidays");
  await expect(page.getByRole("heading", { name: "Public holidays", level: 1 })).toBeVisible();
  await page.getByLabel("Country", { exact: true }).first().selectOption({ value: "DE" });
  await page.getByLabel("Region", { exact: true }).first().selectOption({ label: "Bayern (BY)" });
  await page.getByLabel("Year").selectOption(String(year));
  await page.getByLabel("Company days off of").selectOption({ value: "acme" });
  const table = page.getByTestId("public-holidays-table");
  await expect(table.getByRole("row").filter({ hasText: "Corpus Christi" })).toContainText("Regional");
  await expect(table.getByRole("row").filter({ hasText: "Christmas Day" })).toContainText("National");

  // A day off on a random day of the year keeps reruns apart; an empty name is refused under its field.
  const date = new Date(Date.UTC(year, Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28)));
  const name = unique("E2E company day");
  const form = page.getByRole("form", { name: "Add a company day off" });
  await expect(form.getByLabel("Company")).toHaveValue("acme");
  await form.getByLabel("Date").fill(iso(date));
  await form.getByRole("button", { name: "Add day off" }).click();
  await expect(form.getByText("Please name the day off")).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Add day off" }).click();
  const added = table.getByRole("row").filter({ hasText: name });
  await expect(added).toContainText("Company day off");

  await added.getByRole("button", { name: /^Remove / }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Remove ${name}`) });
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(added).toHaveCount(0);
  await context.close();
});
