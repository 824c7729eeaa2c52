// [BACK OFFICE] The OP admin's Background jobs page: reached from the navigation's Settings menu, it lists the job types the
// e2e server's worker serves in the queue table, with the worker's heartbeat; another admin is refused.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("opAdmin") });

test("[BACK OFFICE] OP admin opens Background jobs and sees the queue table", async ({ page, browser }) => {
  await page.goto("/companies");
  // The back-office pages sit in the navigation's Settings menu.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Background jobs" }).click();
  await expect(page).toHaveURL(/\/back-office\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
  // The worker creates its queues when it starts; the page reads them again every 10 s.
  const queues = page.getByRole("table", { name: /Job queues/ });
  await expect(queues).toBeVisible({ timeout: 30_000 });
  await expect(queues.getByTestId("job-queue-row").first()).toBeVisible();
  await expect(queues.getByRole("columnheader", { name: "Oldest queued" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Failed in the last day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Workers" })).toBeVisible();

  const other = await browser.newContext({ storageState: authFile("payrollAdmin") });
  const theirs = await other.newPage();
  await theirs.goto("/back-office/jobs");
  await expect(theirs.getByText("Access Denied/Forbidden")).toBeVisible();
  await other.close();
});
