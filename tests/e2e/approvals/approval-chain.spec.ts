// [TIME] An approval chain end to end, in Chromium: Acme's company admin sets a two-level time-off chain on the
// approval chains screen (direct manager, then a company admin, both only from 8 working days so the 1- and
// 2-day bookings of the specs running beside this one are not in it); Emma, in Bavaria, books two weeks over a
// Bavarian-only holiday and sees it named and not charged; her manager approves the first level, the company
// admin declines the second with a reason, and Emma sees 'Declined', the reason and the chain's progress.
// The window is next year's last Bavarian-only weekday holiday (the regional-holiday spec takes the first one);
// a rerun first deletes Emma's own booking there, and the chain is removed at the end whatever happened.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { Client } from "pg";
import { axeScan } from "../support/axe";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

type Holiday = { date: string; name: string; companyId: string | null };
type Entry = { id: string; startDate: string; endDate: string; status: string; employeeNote: string | null };

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shift = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
const POLICY = "/api/companies/acme/approval-policies/TIME_OFF";

async function holidays(api: APIRequestContext, region: string, from: string, to: string): Promise<Holiday[]> {
  const res = await api.get(`/api/public-holidays?countryCode=DE&region=${region}&from=${from}&to=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { holidays: Holiday[] }).holidays.filter((h) => !h.companyId);
}

/** Next year's last Bavarian-only weekday holiday, and the two weeks (Monday to Friday) around it. */
async function twoWeeksOverBavarianHoliday(api: APIRequestContext) {
  const year = new Date().getUTCFullYear() + 1;
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const national = new Set((await holidays(api, "", from, to)).map((h) => h.date));
  const bavaria = await holidays(api, "BY", from, to);
  const holiday = bavaria
    .filter((h) => !national.has(h.date) && weekday(h.date) >= 1 && weekday(h.date) <= 5)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!holiday) throw new Error(`No Bavarian-only weekday holiday in ${year}`);
  const start = shift(holiday.date, 1 - weekday(holiday.date));
  const end = shift(start, 11);
  const inRange = bavaria.filter(
    (h) => h.date >= start && h.date <= end && weekday(h.date) >= 1 && weekday(h.date) <= 5,
  );
  // Ten weekdays less the holidays on them: at least 8, so the chain applies whatever the calendar.
  return { holiday, start, end, charged: 10 - new Set(inRange.map((h) => h.date)).size };
}

/**
 * Emma in Bavaria. The regional-holiday spec, which may run beside this one, clears her region and sets it again
 * through the employee form (a form with nothing to change would not save): while it is cleared, wait for that
 * spec to set it; set it here (through the API: setup, not the point of this test) only when nobody does.
 */
async function emmaInBavaria(adminApi: APIRequestContext) {
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  try {
    const region = async () =>
      (await db.query(`SELECT region FROM "Employee" WHERE id = 'emp-emma'`)).rows[0]?.region ?? null;
    const bavaria = await expect
      .poll(region, { timeout: 20_000 })
      .toBe("BY")
      .then(() => true)
      .catch(() => false);
    if (bavaria) return;
    const res = await adminApi.patch("/api/employees/emp-emma", { data: { region: "BY" } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await db.end();
  }
}

async function emmasEntries(api: APIRequestContext, month: string) {
  const res = await api.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${month}`);
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { taken: Entry[]; scheduled: Entry[] };
  return [...list.taken, ...list.scheduled];
}

test("[TIME] a two-level chain: the manager approves, the company admin declines with a reason, Emma sees why", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bossApi = await apiAs("superManager");
  const emmaApi = await apiAs("employee");
  const adminApi = await apiAs("admin");
  try {
    const { holiday, start, end, charged } = await twoWeeksOverBavarianHoliday(adminApi);
    const month = start.slice(0, 7);
    // A rerun: Emma's own earlier booking over these days goes first, and no chain is left over.
    for (const month of new Set([start.slice(0, 7), end.slice(0, 7)]))
      for (const entry of await emmasEntries(emmaApi, month))
        if (entry.status !== "DECLINED" && entry.startDate <= end && entry.endDate >= start)
          expect((await emmaApi.delete(`/api/timeoff/requests/${entry.id}`)).status()).toBe(204);
    expect((await bossApi.put(POLICY, { data: { levels: [] } })).status()).toBe(200);
    await emmaInBavaria(adminApi);

    // 1. The company admin sets the chain on the screen.
    const bossContext = await browser.newContext({ storageState: authFile("superManager"), baseURL: E2E.baseURL });
    const boss = await bossContext.newPage();
    await boss.goto("/approvals");
    await boss.getByRole("link", { name: "Approval chains and delegates" }).click();
    await expect(boss.getByRole("heading", { level: 1, name: "Approval chains and delegates" })).toBeVisible();
    const timeOffCard = boss.getByTestId("chain-TIME_OFF");
    await expect(timeOffCard).toContainText("Single approver: any manager of the company");
    const form = boss.getByRole("form", { name: "Time off approval chain" });
    const add = form.getByRole("button", { name: "Add a level to the time off chain" });
    // A click before the form hydrated does nothing: add until the two levels are there.
    await expect(async () => {
      if ((await form.getByRole("group").count()) < 2) await add.click();
      await expect(form.getByRole("group")).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const first = form.getByRole("group", { name: "Level 1" });
    const second = form.getByRole("group", { name: "Level 2" });
    await first.getByLabel("Who approves").selectOption("DIRECT_MANAGER");
    await first.getByLabel("Only from this many working days").fill("8");
    await second.getByLabel("Who approves").selectOption("COMPANY_ADMIN");
    await second.getByLabel("Only from this many working days").fill("8");
    await form.getByRole("button", { name: "Save time off chain" }).click();
    await expect(boss.getByTestId("approval-settings-outcome")).toHaveText("Time off: chain saved with 2 levels.");
    const chain = timeOffCard.getByRole("list", { name: "Saved time off chain" });
    await expect(chain.getByRole("listitem")).toHaveText([
      "Direct manager, from 8 working days",
      "A company admin, from 8 working days",
    ]);

    // 2. Emma books the two weeks: the form names the holiday and does not charge it.
    const note = unique("E2E chain");
    const emmaContext = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
    const emma = await emmaContext.newPage();
    const inRange = emma.getByTestId("time-off-holidays");
    // The form reads Emma's calendar when the page loads: again if the other spec had just cleared her region.
    await expect(async () => {
      await emmaInBavaria(adminApi);
      await emma.goto(`/time-off?month=${month}`);
      await emma.getByLabel("Leave type").selectOption({ label: "Holiday" });
      await emma.getByLabel("Start date").fill(start);
      await emma.getByLabel("End date").fill(end);
      await emma.getByLabel("Note").fill(note);
      await expect(inRange).toContainText(`${charged} working days charged.`, { timeout: 10_000 });
      await expect(inRange).toContainText(holiday.name);
    }).toPass({ timeout: 90_000 });
    await emma.getByRole("button", { name: "Add time off" }).click();
    await expect(emma.getByText("Time off booked").first()).toBeVisible();
    const row = emma.getByRole("table", { name: "Scheduled time off" }).getByRole("row").filter({ hasText: note });
    await expect(row).toContainText("Pending");
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(charged));
    await expect(row.getByRole("list", { name: "Approval progress" })).toContainText(
      "Level 1 of 2 · Direct manager · Waiting for Mark Manager",
    );

    // 3. Her manager approves the first level; the request leaves his list and waits for a company admin.
    const managerContext = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
    const manager = await managerContext.newPage();
    await manager.goto("/time-off");
    const managerRequest = manager
      .getByRole("table", { name: "Time off waiting for approval" })
      .getByRole("row")
      .filter({ hasText: note });
    await expect(managerRequest).toContainText("Emma Employee");
    await managerRequest.getByRole("button", { name: /^Approve / }).click();
    await expect(manager.getByText("Time off approved").first()).toBeVisible();
    await expect(managerRequest).toHaveCount(0);
    await managerContext.close();

    // 4. The company admin declines the second level with a reason.
    const reason = "Year-end closing needs the whole team";
    await boss.goto("/time-off");
    const bossRequest = boss
      .getByRole("table", { name: "Time off waiting for approval" })
      .getByRole("row")
      .filter({ hasText: note });
    await expect(bossRequest).toContainText("Emma Employee");
    await bossRequest.getByRole("button", { name: /^Decline / }).click();
    const dialog = boss.getByRole("dialog", { name: "Decline time off?" });
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(boss.getByText("Time off declined").first()).toBeVisible();
    await expect(bossRequest).toHaveCount(0);

    // 5. Emma sees why: Declined, the reason, and each level's decision.
    await emma.goto(`/time-off?month=${month}`);
    await expect(row).toContainText("Declined");
    await expect(row).toContainText(`Reason: ${reason}`);
    const progress = row.getByRole("list", { name: "Approval progress" }).getByRole("listitem");
    await expect(progress).toHaveCount(2);
    await expect(progress.nth(0)).toContainText("Level 1 of 2 · Direct manager · Approved by Mark Manager on ");
    await expect(progress.nth(1)).toContainText("Level 2 of 2 · A company admin · Declined by Sofia Super on ");
    await expect(progress.nth(1)).toContainText(`Reason: ${reason}`);
    const booked = (await emmasEntries(emmaApi, month)).find((e) => e.employeeNote === note);
    expect(booked).toMatchObject({ status: "DECLINED" });
    await emmaContext.close();
    await bossContext.close();
  } finally {
    // The data as before: no chain on Acme's time off.
    expect((await bossApi.put(POLICY, { data: { levels: [] } })).status()).toBe(200);
    await Promise.all([bossApi.dispose(), emmaApi.dispose(), adminApi.dispose()]);
  }
});

test("[TIME] the approval chains screen at phone width: no accessibility violations, a manager's own delegate", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/companies/acme/approval-chains");
  await expect(page.getByRole("heading", { level: 1, name: "Approval chains and delegates" })).toBeVisible();
  // A manager reads the chains but does not change them.
  await expect(page.getByRole("button", { name: /^Save .* chain$/ })).toHaveCount(0);
  const axe = await axeScan(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Far dates no other spec uses; the delegate is removed again.
  const year = 2090 + Math.floor(Math.random() * 9);
  const add = page.getByRole("button", { name: "Add delegate" });
  const dialog = page.getByRole("dialog", { name: "Add delegate" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await add.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const away = dialog.getByLabel("Approver who is away");
  await expect(away).toBeDisabled();
  await expect(away.locator("option:checked")).toHaveText("Mark Manager");
  await dialog.getByLabel("Delegate", { exact: true }).selectOption({ label: "Sofia Super" });
  await dialog.getByLabel("First day").fill(`${year}-03-10`);
  await dialog.getByLabel("Last day").fill(`${year}-03-01`);
  await dialog.getByRole("button", { name: "Add delegate" }).click();
  await expect(dialog.getByText("The last day cannot be before the first")).toBeVisible();
  await dialog.getByLabel("Last day").fill(`${year}-03-20`);
  await dialog.getByRole("button", { name: "Add delegate" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("approval-settings-outcome")).toContainText(
    "Delegate added: Sofia Super decides for Mark Manager",
  );
  const row = page.getByTestId("delegation-row").filter({ hasText: `${year}` });
  await expect(row).toContainText("Not yet");
  await row.getByRole("button", { name: /^Remove / }).click();
  await page
    .getByRole("dialog", { name: "Remove this delegate?" })
    .getByRole("button", { name: "Remove delegate" })
    .click();
  await expect(page.getByTestId("approval-settings-outcome")).toContainText("Delegate removed");
  await expect(row).toHaveCount(0);
  await context.close();
});
