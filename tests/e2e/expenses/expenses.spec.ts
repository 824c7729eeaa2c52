// [EXPENSES] The everyday journey in Chromium: the employee files an expense with a receipt, the company's
// manager approves it, and the employee sees it approved with the payroll month it lands in.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

const pdf = (size: number) => {
  const head = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

test("[EXPENSES] employee files an expense with a receipt, the manager approves it, the employee sees it approved with its payroll month", async ({
  browser,
}) => {
  const title = `E2E taxi ${Date.now().toString(36)}`;
  const employee = await browser.newContext({ storageState: authFile("employee"), baseURL: E2E.baseURL });
  const page = await employee.newPage();
  await page.goto("/expenses");
  await page.getByRole("button", { name: "New expense" }).click();
  const form = page.getByRole("form", { name: "New expense" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption({ label: "domestic travel" });
  await form.getByLabel("Description").fill("Airport to the customer's office");
  await form.getByLabel("Amount").fill("37.80");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("Receipt").setInputFiles({
    name: "taxi.pdf",
    mimeType: "application/pdf",
    buffer: pdf(64 * 1024),
  });
  await form.getByRole("button", { name: "Submit expense" }).click();

  const outstanding = page.getByRole("table", { name: "Outstanding expenses, newest first" });
  const row = outstanding.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("EUR 37.80");
  const href = await row.getByRole("link", { name: title }).getAttribute("href");
  expect(href).toMatch(/^\/expenses\/.+/);

  const managerContext = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
  const manager = await managerContext.newPage();
  await manager.goto(href!);
  await expect(manager.getByRole("heading", { name: title })).toBeVisible();
  await expect(manager.getByRole("link", { name: "Download receipt" })).toBeVisible();
  await manager.getByRole("button", { name: "Approve" }).click();
  await expect(manager.getByText("Expense approved")).toBeVisible();
  await expect(manager.getByText("Approved", { exact: true }).first()).toBeVisible();
  await managerContext.close();

  await page.reload();
  const approved = page
    .getByRole("table", { name: "Outstanding expenses, newest first" })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(approved).toContainText("Approved");
  // The payroll month the approval landed in, e.g. "December 2026" (never the empty dash).
  await expect(approved.getByRole("cell").last()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText("Estimated payroll month")).toBeVisible();
  await expect(page.getByText(/Approved/).first()).toBeVisible();
  await employee.close();
});
