// [JOURNEY] The main journeys with the keyboard only (issue 26, 'Keyboard and phone'): no mouse click anywhere.
// Every control is reached with Tab (tabTo) and used with Enter, Space or the arrow keys; text goes in with the
// keyboard; selects and date fields get their value from Playwright on the focused control (no pointer either).
// After each dialog closes or form replaces itself, focus is on the page (a heading, the opener), never <body>.
//   a manager opens an employee from the list's row link -> an employee files an expense -> a manager approves
//   one time-off request and declines another through the dialog -> a general admin files a termination.
// The e2e database is shared and reused: the time off, the expense and the leaving employee are new every run.
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { unique } from "../companies/helpers";
import {
  chooseRadio,
  createActiveAcmeEmployee,
  expectFocusNotOnBody,
  inDays,
  requestEmmaHolidays,
  tabTo,
} from "./journey-helpers";

test.use({ actionTimeout: 20_000 });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** From the landing page, a main-navigation link opened with Tab and Enter. */
async function openFromNav(page: Page, label: string, url: RegExp) {
  await tabTo(page, mainNav(page).getByRole("link", { name: label, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** The employee list's search, typed, then the row's link reached by Tab and opened by Enter. */
async function openEmployeeFromList(page: Page, name: string, id: string) {
  const search = page.getByRole("main").getByLabel("Search", { exact: true });
  await tabTo(page, search);
  await page.keyboard.type(name);
  // The search lands in the address once typing settles; wait for it, as a user waits for the list to update.
  await expect(page).toHaveURL(/searchValue=/);
  const link = page.getByRole("table", { name: "Employees" }).getByRole("link", { name, exact: true });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[JOURNEY] keyboard only: a manager opens an employee from the list by the row link", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/employees$/);
    await openEmployeeFromList(page, "Emma Employee", "emp-emma");
  });

  test("[JOURNEY] keyboard only: a manager approves one time-off request and declines another", async ({ page }) => {
    const approveNote = unique("KB approve");
    const declineNote = unique("KB decline");
    await requestEmmaHolidays([approveNote, declineNote]);

    await page.goto("/");
    await openFromNav(page, "Time off", /\/time-off$/);
    const waiting = page.getByRole("table", { name: "Time off waiting for approval" });
    const toApprove = waiting.getByRole("row").filter({ hasText: approveNote });
    const toDecline = waiting.getByRole("row").filter({ hasText: declineNote });

    // Approve: Enter on the row's button; the row leaves the list and focus stays on the page.
    await tabTo(page, toApprove.getByRole("button", { name: /^Approve / }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Time off approved").first()).toBeVisible();
    await expect(toApprove).toHaveCount(0);
    await expectFocusNotOnBody(page);

    // Decline: the dialog opens on Enter, the reason is typed, Enter on Decline sends it.
    await tabTo(page, toDecline.getByRole("button", { name: /^Decline / }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Decline time off?" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel("Reason"));
    await page.keyboard.type("Team offsite that week");
    await tabTo(page, dialog.getByRole("button", { name: "Decline", exact: true }));
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(toDecline).toHaveCount(0);
    // The dialog's opener left with its row: focus is on the page's heading, not <body>.
    await expectFocusNotOnBody(page);
    // And Tab goes on from there (the toast does not trap it).
    await page.keyboard.press("Tab");
    await expectFocusNotOnBody(page);
  });
});

test.describe("employee", () => {
  test.use({ storageState: authFile("employee") });

  test("[JOURNEY] keyboard only: an employee files an expense", async ({ page }) => {
    const title = unique("KB taxi");
    await page.goto("/");
    await openFromNav(page, "Expenses", /\/expenses$/);

    await tabTo(page, page.getByRole("button", { name: "New expense", exact: true }));
    await page.keyboard.press("Enter");
    // The form replaces the button: focus lands on its heading.
    await expect(page.getByRole("heading", { name: "New expense", exact: true })).toBeFocused();
    const form = page.getByRole("form", { name: "New expense" });

    await tabTo(page, form.getByLabel("Title"));
    await page.keyboard.type(title);
    await tabTo(page, form.getByLabel("Category"));
    await form.getByLabel("Category").selectOption({ label: "domestic travel" });
    await tabTo(page, form.getByLabel("Description"));
    await page.keyboard.type("Taxi to the customer");
    await tabTo(page, form.getByLabel("Amount"));
    await page.keyboard.type("23.50");
    await tabTo(page, form.getByLabel("Currency"));
    await form.getByLabel("Currency").selectOption("EUR");
    // The receipt: the operating system's file chooser has no keyboard path in a test browser.
    await form.getByLabel("Receipt").setInputFiles({
      name: "taxi.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% keyboard receipt\n"),
    });
    await tabTo(page, form.getByRole("button", { name: "Submit expense" }));
    await page.keyboard.press("Enter");

    await expect(page.getByText("Expense submitted").first()).toBeVisible();
    const row = page
      .getByRole("table", { name: "Outstanding expenses, newest first" })
      .getByRole("row")
      .filter({ hasText: title });
    await expect(row).toContainText("Pending");
    // The form closed: focus is back on 'New expense', which opened it.
    await expect(page.getByRole("button", { name: "New expense", exact: true })).toBeFocused();
    // The new row opens with the keyboard too.
    await tabTo(page, row.getByRole("link", { name: title }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });
});

test.describe("general admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[JOURNEY] keyboard only: a general admin files a termination", async ({ page }) => {
    test.setTimeout(120_000);
    const employee = await createActiveAcmeEmployee("KbLeaving");
    await page.goto("/");
    await expect(page).toHaveURL(/\/companies$/);
    await openFromNav(page, "Employees", /\/employees$/);
    await openEmployeeFromList(page, employee.name, employee.id);

    await tabTo(page, page.getByRole("link", { name: "Request termination" }));
    await page.keyboard.press("Enter");
    const warning = page.getByRole("dialog", { name: "Before you request a termination" });
    await expect(warning).toBeVisible();
    const agree = warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." });
    await tabTo(page, agree);
    await page.keyboard.press("Space");
    await expect(agree).toBeChecked();
    await tabTo(page, warning.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(warning).toHaveCount(0);
    await expectFocusNotOnBody(page);

    const group = (question: string) => page.getByRole("group", { name: question });
    await chooseRadio(page, group("Is the employee a manager on the platform?"), "No");
    await chooseRadio(page, group("Is the employee aware of the termination?"), "Yes");
    await tabTo(page, page.getByLabel("Reason for termination"));
    await page.getByLabel("Reason for termination").selectOption("businessReason");
    await chooseRadio(page, group("Are there any disputes with the employee?"), "No");
    await tabTo(page, page.getByLabel("Preferred last working day"));
    await page.getByLabel("Preferred last working day").fill(inDays(45));
    await tabTo(page, page.getByLabel("Preferred last employment date"));
    await page.getByLabel("Preferred last employment date").fill(inDays(60));
    const notApplicable = page.getByRole("checkbox", { name: "Not Applicable" });
    await tabTo(page, notApplicable);
    await page.keyboard.press("Space");
    await expect(notApplicable).toBeChecked();
    await tabTo(page, page.getByLabel("Vacation days to take before the last employment date"));
    await page.keyboard.type("0");

    const send = page.getByRole("button", { name: "Submit termination request" });
    await expect(send).toBeEnabled();
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    const success = page.getByRole("dialog", { name: "Termination request submitted" });
    await expect(success).toBeVisible();
    await tabTo(page, success.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    // Close opens the request just filed.
    await expect(page).toHaveURL(
      new RegExp(`/companies/acme/employee/${employee.id}/termination-requests/[^/]+/view$`),
    );
    await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
  });
});
