// [TIME] Beyond the spec: time off with the manager's approval, in Chromium. Emma (the employee) requests two
// holidays, which wait as Pending; Acme's manager approves one from 'Waiting for approval' and declines the
// other with a reason (the dialog refuses an empty reason); Emma sees Approved and Declined with the reason,
// the status filter, and her holiday balance as the API answers it.
// The e2e database is reused between runs: a random far month (May of 2031..2099) with no request of Emma's
// keeps reruns apart from the seed, from each other and from the other specs (timesheets: March; employee
// pages: July).
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

type Entry = { status: string };
type List = { taken: Entry[]; scheduled: Entry[] };
type Balance = { year: number; allowanceType: string | null; remainingDays: number | null; pendingDays: number };

/** Weekdays of the month, computed (not assumed). */
function weekdaysOf(month: string): string[] {
  const [year, m] = month.split("-").map(Number);
  return Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, m - 1, i + 1)))
    .filter((d) => d.getUTCMonth() === m - 1 && d.getUTCDay() >= 1 && d.getUTCDay() <= 5)
    .map((d) => d.toISOString().slice(0, 10));
}

/** Books a holiday through 'Add time off'; it shows in the month's list as Pending. */
async function request(page: Page, start: string, end: string, note: string) {
  await page.getByLabel("Leave type").selectOption({ label: "Holiday" });
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(end);
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Add time off" }).click();
  // The toast of an earlier booking may still be up (first()); the new row is the proof.
  await expect(page.getByText("Time off booked").first()).toBeVisible();
  const row = page.getByRole("table", { name: "Scheduled time off" }).getByRole("row").filter({ hasText: note });
  await expect(row).toContainText("Pending");
}

const days = (n: number) => `${n} ${Math.abs(n) === 1 ? "day" : "days"}`;

test("[TIME] the manager approves one request and declines another with a reason; the employee sees both and the balance", async ({
  browser,
}) => {
  const api = await apiAs("employee");
  let month = "";
  for (let attempt = 0; attempt < 10 && !month; attempt++) {
    const candidate = `${2031 + Math.floor(Math.random() * 69)}-05`;
    const res = await api.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${candidate}`);
    expect(res.status()).toBe(200);
    const list = (await res.json()) as List;
    if ([...list.taken, ...list.scheduled].every((e) => e.status === "DECLINED")) month = candidate;
  }
  expect(month).not.toBe("");
  const weekdays = weekdaysOf(month);
  const approveNote = unique("E2E approve me");
  const declineNote = unique("E2E decline me");
  const reason = "Team offsite that week";

  // 1. Emma requests two holidays: both wait for approval.
  const employeeContext = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const employee = await employeeContext.newPage();
  await employee.goto(`/time-off?month=${month}`);
  await request(employee, weekdays[2], weekdays[3], approveNote);
  await request(employee, weekdays[7], weekdays[8], declineNote);
  const scheduled = employee.getByRole("table", { name: "Scheduled time off" });

  // 2. The manager approves one and declines the other (a reason is required).
  const managerContext = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
  const manager = await managerContext.newPage();
  await manager.goto("/time-off");
  const waiting = manager.getByRole("table", { name: "Time off waiting for approval" });
  const toApprove = waiting.getByRole("row").filter({ hasText: approveNote });
  const toDecline = waiting.getByRole("row").filter({ hasText: declineNote });
  await expect(toApprove).toContainText("Emma Employee");
  // Her remaining holiday this year stands in the row ('Remaining holiday').
  await expect(toApprove).toContainText(/-?\d+ days?|Unlimited/);
  await toApprove.getByRole("button", { name: /^Approve / }).click();
  await expect(manager.getByText("Time off approved")).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  await toDecline.getByRole("button", { name: /^Decline / }).click();
  const dialog = manager.getByRole("dialog", { name: "Decline time off?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(manager.getByText("Time off declined")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(toDecline).toHaveCount(0);
  await managerContext.close();

  // 3. Emma sees both decisions, the reason, the status filter and her balance.
  await employee.goto(`/time-off?month=${month}`);
  const approvedRow = scheduled.getByRole("row").filter({ hasText: approveNote });
  const declinedRow = scheduled.getByRole("row").filter({ hasText: declineNote });
  await expect(approvedRow).toContainText("Approved");
  await expect(declinedRow).toContainText("Declined");
  await expect(declinedRow).toContainText(`Reason: ${reason}`);
  await employee.getByLabel("Status", { exact: true }).selectOption({ label: "Declined" });
  await expect(declinedRow).toBeVisible();
  await expect(approvedRow).toHaveCount(0);
  await employee.getByLabel("Status", { exact: true }).selectOption({ label: "All statuses" });
  await expect(approvedRow).toBeVisible();

  const balance = (await (await api.get("/api/timeoff/by-employee-id/emp-emma/balance")).json()) as Balance;
  const card = employee.getByTestId("time-off-balance");
  await expect(employee.getByRole("heading", { name: `Holiday balance ${balance.year}`, exact: true })).toBeVisible();
  const value = (label: string) => card.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  for (const label of ["Allowance", "Taken", "Booked", "Pending approval", "Remaining"])
    await expect(value(label)).toBeVisible();
  await expect(value("Pending approval")).toHaveText(days(balance.pendingDays));
  const unlimited = balance.allowanceType === "UNLIMITED" ? "Unlimited" : "—";
  await expect(value("Remaining")).toHaveText(balance.remainingDays === null ? unlimited : days(balance.remainingDays));
  await api.dispose();
  await employeeContext.close();
});
