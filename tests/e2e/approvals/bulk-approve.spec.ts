// [TIME] 'Waiting for your approval' (/approvals) as Acme's manager, in Chromium: two pending expenses of Emma's
// made for this test only (the seed's pending items belong to the specs running beside it) show at the top of the
// list (newest first); the manager ticks both, approves them behind the confirmation, reads the outcome in the
// live region, and both leave the list, approved in the database.
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { axeScan } from "../support/axe";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { unique } from "../companies/helpers";

test.use({ storageState: authFile("manager") });

/** A PENDING expense of Emma (Acme) straight in the database, as if she had just sent it. */
async function pendingExpense(db: Client, title: string): Promise<string> {
  const id = unique("e2e-approvals");
  await db.query(
    `INSERT INTO "Expense" (id, "employeeId", "companyId", title, category, amount, currency, "dateSpent", status, "updatedAt")
     VALUES ($1, 'emp-emma', 'acme', $2, 'domestic travel', 84.90, 'EUR', CURRENT_DATE, 'PENDING', now())`,
    [id, title],
  );
  return id;
}

test("[TIME] the manager approves two selected items in one go and sees the outcome", async ({ page }) => {
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  const ids: string[] = [];
  try {
    const titles = [unique("Train to Munich"), unique("Hotel in Munich")];
    for (const title of titles) ids.push(await pendingExpense(db, title));

    await page.goto("/approvals");
    await expect(page.getByRole("heading", { level: 1, name: "Waiting for your approval" })).toBeVisible();
    const table = page.getByRole("table", { name: /Waiting for your approval/ });
    for (const title of titles) {
      const row = table.getByRole("row").filter({ hasText: title });
      await expect(row).toContainText("Emma Employee");
      await expect(row).toContainText(`${title}, 84.90 EUR`);
      await expect(row.getByRole("link", { name: /^Open / })).toHaveAttribute("href", /^\/expenses\//);
      await row.getByRole("checkbox", { name: `Select Emma Employee: ${title}, 84.90 EUR` }).check();
    }

    await page.getByRole("button", { name: "Approve selected (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve 2 items?" });
    await dialog.getByRole("button", { name: "Approve 2" }).click();
    await expect(page.getByTestId("approvals-outcome")).toHaveText("2 approved.");
    for (const title of titles) await expect(table.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Approve selected (0)" })).toBeDisabled();

    const { rows } = await db.query(`SELECT status FROM "Expense" WHERE id = ANY($1)`, [ids]);
    expect(rows.map((r) => r.status)).toEqual(["APPROVED", "APPROVED"]);
  } finally {
    // Emma's expenses as the seed made them, for the specs that count them.
    await db.query(`DELETE FROM "Expense" WHERE id = ANY($1)`, [ids]);
    await db.end();
  }
});

test("[TIME] at phone width the list has no accessibility violations and works from the keyboard", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  const title = unique("Taxi to the airport");
  const id = await pendingExpense(db, title);
  try {
    await page.goto("/approvals");
    const box = page.getByRole("checkbox", { name: `Select Emma Employee: ${title}, 84.90 EUR` });
    await expect(box).toBeVisible();
    // Not ticked here: the page holds the seed's items too, which belong to other specs.
    await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
    const axe = await axeScan(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations).toEqual([]);
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await box.focus();
    await page.keyboard.press("Space");
    const approveButton = page.getByRole("button", { name: "Approve selected (1)" });
    await approveButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Approve 1 item?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Approve 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("approvals-outcome")).toHaveText("1 approved.");
    const { rows } = await db.query(`SELECT status FROM "Expense" WHERE id = $1`, [id]);
    expect(rows[0].status).toBe("APPROVED");
  } finally {
    await db.query(`DELETE FROM "Expense" WHERE id = $1`, [id]);
    await db.end();
  }

  // Someone who decides nothing gets the platform's forbidden page.
  const employee = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const employeePage = await employee.newPage();
  const response = await employeePage.goto("/approvals");
  expect(response?.status()).toBe(403);
  await expect(employeePage.getByRole("heading", { name: "Access Denied/Forbidden" })).toBeVisible();
  await employee.close();
});
