// [JOURNEY] The main journeys at phone width (issue 26, 'Keyboard and phone'): 390x844, every page reached from
// the landing page through the Menu button (no typed URLs), and no page of the way wider than the screen:
//   a manager opens an employee from the list -> an employee files an expense -> a manager approves one time-off
//   request and declines another through the dialog -> a general admin files a termination.
// The e2e database is shared and reused: the time off, the expense and the leaving employee are new every run.
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { unique } from "../companies/helpers";
import {
  createActiveAcmeEmployee,
  expectFocusNotOnBody,
  expectNoOverflow,
  inDays,
  requestEmmaHolidays,
} from "./journey-helpers";

test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 20_000 });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Opens a main-navigation entry through the Menu button (in its group's disclosure when it has one). */
async function openFromMenu(page: Page, label: string, url: RegExp, group?: string) {
  const menu = mainNav(page).getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  if (group) await mainNav(page).getByRole("button", { name: group, exact: true }).click();
  await mainNav(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expectNoOverflow(page, label);
}

/** The employee list's search, then the row's link (the table scrolls inside its card on a phone). */
async function openEmployeeFromList(page: Page, name: string, id: string) {
  await page.getByRole("main").getByLabel("Search", { exact: true }).fill(name);
  // The search lands in the address once typing settles; wait for it, as a user waits for the list to update.
  await expect(page).toHaveURL(/searchValue=/);
  await page.getByRole("table", { name: "Employees" }).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoOverflow(page, `the employee page of ${name}`);
}

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[JOURNEY] phone: a manager opens an employee from the list", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/employees$/);
    await expectNoOverflow(page, "the landing page");
    await openEmployeeFromList(page, "Emma Employee", "emp-emma");
  });

  test("[JOURNEY] phone: a manager approves one time-off request and declines another", async ({ page }) => {
    const approveNote = unique("Phone approve");
    const declineNote = unique("Phone decline");
    await requestEmmaHolidays([approveNote, declineNote]);

    await page.goto("/");
    await openFromMenu(page, "Time off", /\/time-off$/);
    const waiting = page.getByRole("table", { name: "Time off waiting for approval" });
    const toApprove = waiting.getByRole("row").filter({ hasText: approveNote });
    const toDecline = waiting.getByRole("row").filter({ hasText: declineNote });

    await toApprove.getByRole("button", { name: /^Approve / }).click();
    await expect(page.getByText("Time off approved").first()).toBeVisible();
    await expect(toApprove).toHaveCount(0);

    await toDecline.getByRole("button", { name: /^Decline / }).click();
    const dialog = page.getByRole("dialog", { name: "Decline time off?" });
    await expect(dialog).toBeVisible();
    // The dialog fits the phone's screen.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await dialog.getByLabel("Reason").fill("Team offsite that week");
    await dialog.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toDecline).toHaveCount(0);
    await expectFocusNotOnBody(page);
    await expectNoOverflow(page, "time off after the decisions");
  });
});

test.describe("employee", () => {
  test.use({ storageState: authFile("employee") });

  test("[JOURNEY] phone: an employee files an expense", async ({ page }) => {
    const title = unique("Phone taxi");
    await page.goto("/");
    await expectNoOverflow(page, "the landing page");
    await openFromMenu(page, "Expenses", /\/expenses$/);

    await page.getByRole("button", { name: "New expense", exact: true }).click();
    await expect(page.getByRole("heading", { name: "New expense", exact: true })).toBeFocused();
    const form = page.getByRole("form", { name: "New expense" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption({ label: "domestic travel" });
    await form.getByLabel("Description").fill("Taxi to the customer");
    await form.getByLabel("Amount").fill("23.50");
    await form.getByLabel("Currency").selectOption("EUR");
    await form.getByLabel("Receipt").setInputFiles({
      name: "taxi.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% phone receipt\n"),
    });
    await expectNoOverflow(page, "the new expense form");
    await form.getByRole("button", { name: "Submit expense" }).click();

    await expect(page.getByText("Expense submitted").first()).toBeVisible();
    const row = page
      .getByRole("table", { name: "Outstanding expenses, newest first" })
      .getByRole("row")
      .filter({ hasText: title });
    await expect(row).toContainText("Pending");
    await expect(page.getByRole("button", { name: "New expense", exact: true })).toBeFocused();
    await expectNoOverflow(page, "expenses with the new one");
  });
});

test.describe("general admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[JOURNEY] phone: a general admin files a termination", async ({ page }) => {
    test.setTimeout(120_000);
    const employee = await createActiveAcmeEmployee("PhoneLeaving");
    await page.goto("/");
    await expect(page).toHaveURL(/\/companies$/);
    await expectNoOverflow(page, "the landing page");
    await openFromMenu(page, "Employees", /\/employees$/);
    await openEmployeeFromList(page, employee.name, employee.id);

    await page.getByRole("link", { name: "Request termination" }).click();
    const warning = page.getByRole("dialog", { name: "Before you request a termination" });
    await warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." }).check();
    await warning.getByRole("button", { name: "Continue" }).click();
    await expect(warning).toHaveCount(0);
    await expectFocusNotOnBody(page);

    const radio = (question: string, answer: string) =>
      page.getByRole("group", { name: question }).getByRole("radio", { name: answer, exact: true });
    await radio("Is the employee a manager on the platform?", "No").check();
    await radio("Is the employee aware of the termination?", "Yes").check();
    await page.getByLabel("Reason for termination").selectOption("businessReason");
    await radio("Are there any disputes with the employee?", "No").check();
    await page.getByLabel("Preferred last working day").fill(inDays(45));
    await page.getByLabel("Preferred last employment date").fill(inDays(60));
    await page.getByRole("checkbox", { name: "Not Applicable" }).check();
    await page.getByLabel("Vacation days to take before the last employment date").fill("0");
    await expectNoOverflow(page, "the termination form");
    await page.getByRole("button", { name: "Submit termination request" }).click();

    const success = page.getByRole("dialog", { name: "Termination request submitted" });
    await success.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/companies/acme/employee/${employee.id}/termination-requests/[^/]+/view$`),
    );
    await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
    await expectNoOverflow(page, "the termination request");
  });
});
