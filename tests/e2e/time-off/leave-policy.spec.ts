// [TIME] Leave policies, in Chromium: the admin finds Germany on the back-office leave policies page, edits its
// carry-over in the dialog (a day that does not exist is refused on its field), and the row reads Edited; Emma
// (Germany) then sees last year's unused days carried over on her time-off balance card, as the API computes them.
// The e2e database is reused between runs: the cap is random, and the end puts Germany back to its defaults.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs } from "../companies/helpers";

type Balance = { carriedOver: number | null; expiring: number | null; carryOverExpires: string | null };
const DE_DEFAULTS = {
  allowanceDays: 20,
  accrual: "UP_FRONT",
  carryOverMaxDays: 5,
  carryOverExpiry: "03-31",
  statutoryMinimumDays: 20,
};
const days = (n: number) => `${n} ${Math.abs(n) === 1 ? "day" : "days"}`;

test("[TIME] the admin edits Germany's carry-over and Emma's balance shows the carried-over days", async ({
  browser,
}) => {
  const cap = 6 + Math.floor(Math.random() * 10);
  const adminContext = await browser.newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
  const admin = await adminContext.newPage();
  await admin.goto("/back-office/leave-policies");
  await admin.getByLabel("Country", { exact: true }).fill("Germany");
  const table = admin.getByRole("table", { name: "Leave policies" });
  const row = table.getByRole("row").filter({ hasText: "Germany (DE)" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Edit Germany" }).click();
  const dialog = admin.getByRole("dialog", { name: "Leave policy: Germany" });
  await dialog.getByLabel("Carry-over cap (days)").fill(String(cap));
  await dialog.getByLabel("Carried-over days expire after (MM-dd)").fill("02-30");
  await dialog.getByRole("button", { name: "Save policy" }).click();
  await expect(dialog.getByText("Use MM-dd, a day of the year (e.g. 03-31)")).toBeVisible();
  await dialog.getByLabel("Carried-over days expire after (MM-dd)").fill("12-31");
  await dialog.getByRole("button", { name: "Save policy" }).click();
  await expect(admin.getByText("Leave policy of Germany saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(`${cap} days until 12-31`);
  await expect(row).toContainText("Edited");
  await adminContext.close();

  const api = await apiAs("employee");
  const balance = (await (await api.get("/api/timeoff/by-employee-id/emp-emma/balance")).json()) as Balance;
  expect(balance.carriedOver).toBeGreaterThan(0);
  expect(balance.carriedOver).toBeLessThanOrEqual(cap);
  const employeeContext = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const employee = await employeeContext.newPage();
  await employee.goto("/time-off");
  const card = employee.getByTestId("time-off-leave-policy");
  const value = (label: string) => card.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(value("Carried over")).toHaveText(days(balance.carriedOver!));
  for (const label of ["Entitled this year", "Accrued to date", "Available", "Expiring"])
    await expect(value(label)).toBeVisible();
  if (balance.expiring) await expect(value("Expiring")).toContainText(days(balance.expiring));
  await employeeContext.close();

  const adminApi = await apiAs("admin");
  expect((await adminApi.put("/api/leave-policies/DE", { data: DE_DEFAULTS })).status()).toBe(200);
  await adminApi.dispose();
  await api.dispose();
});
