// The main journeys' steps, shared by keyboard.spec.ts and phone.spec.ts and driven by their JourneyDriver
// (journey-drivers.ts): a manager opens an employee from the list -> an employee files an expense -> a manager
// approves one time-off request and declines another through the dialog -> a general admin files a termination.
// The e2e database is shared and reused: the time off, the expense and the leaving employee are new every run.
import { expect, type Page } from "@playwright/test";
import { unique } from "../companies/helpers";
import type { JourneyDriver } from "./journey-drivers";
import { createActiveAcmeEmployee, expectFocusNotOnBody, inDays, requestEmmaHolidays } from "./journey-helpers";

/** The employee list's search, then the row's link (the table scrolls inside its card on a phone). */
export async function openEmployeeFromList(d: JourneyDriver, page: Page, name: string, id: string) {
  await d.type(page, page.getByRole("main").getByLabel("Search", { exact: true }), name);
  // The search lands in the address once typing settles; wait for it, as a user waits for the list to update.
  await expect(page).toHaveURL(/searchValue=/);
  await d.press(page, page.getByRole("table", { name: "Employees" }).getByRole("link", { name, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await d.settled(page, `the employee page of ${name}`);
}

/** A manager lands on the employee list and opens Emma from it. */
export async function managerOpensEmployee(d: JourneyDriver, page: Page) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/employees$/);
  await d.settled(page, "the landing page");
  await openEmployeeFromList(d, page, "Emma Employee", "emp-emma");
}

/** A manager approves one of Emma's new time-off requests and declines the other with a reason. */
export async function managerDecidesTimeOff(d: JourneyDriver, page: Page, notePrefix: string) {
  const approveNote = unique(`${notePrefix} approve`);
  const declineNote = unique(`${notePrefix} decline`);
  await requestEmmaHolidays([approveNote, declineNote]);

  await page.goto("/");
  await d.openFromNav(page, "Time off", /\/time-off$/);
  const waiting = page.getByRole("table", { name: "Time off waiting for approval" });
  const toApprove = waiting.getByRole("row").filter({ hasText: approveNote });
  const toDecline = waiting.getByRole("row").filter({ hasText: declineNote });

  // Approve: the row's button; the row leaves the list and focus stays on the page.
  await d.press(page, toApprove.getByRole("button", { name: /^Approve / }));
  await expect(page.getByText("Time off approved").first()).toBeVisible();
  await expect(toApprove).toHaveCount(0);
  await expectFocusNotOnBody(page);

  // Decline: the dialog opens, the reason goes in, Decline sends it.
  await d.press(page, toDecline.getByRole("button", { name: /^Decline / }));
  const dialog = page.getByRole("dialog", { name: "Decline time off?" });
  await expect(dialog).toBeVisible();
  await d.dialogOpened(dialog);
  await d.type(page, dialog.getByLabel("Reason"), "Team offsite that week");
  await d.press(page, dialog.getByRole("button", { name: "Decline", exact: true }));
  await expect(dialog).toHaveCount(0);
  await expect(toDecline).toHaveCount(0);
  // The dialog's opener left with its row: focus is on the page's heading, not <body>.
  await d.focusKept(page);
  await d.settled(page, "time off after the decisions");
}

/** An employee files an expense with a receipt; the new row is Pending and opens. */
export async function employeeFilesExpense(d: JourneyDriver, page: Page, titlePrefix: string) {
  const title = unique(titlePrefix);
  await page.goto("/");
  await d.settled(page, "the landing page");
  await d.openFromNav(page, "Expenses", /\/expenses$/);

  await d.press(page, page.getByRole("button", { name: "New expense", exact: true }));
  // The form replaces the button: focus lands on its heading.
  await expect(page.getByRole("heading", { name: "New expense", exact: true })).toBeFocused();
  const form = page.getByRole("form", { name: "New expense" });
  await d.type(page, form.getByLabel("Title"), title);
  await d.set(page, form.getByLabel("Category"), (f) => f.selectOption({ label: "domestic travel" }));
  await d.type(page, form.getByLabel("Description"), "Taxi to the customer");
  await d.type(page, form.getByLabel("Amount"), "23.50");
  await d.set(page, form.getByLabel("Currency"), (f) => f.selectOption("EUR"));
  // The receipt: the operating system's file chooser has no keyboard path in a test browser.
  await form.getByLabel("Receipt").setInputFiles({
    name: "taxi.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% ${d.name} receipt\n`),
  });
  await d.settled(page, "the new expense form");
  await d.press(page, form.getByRole("button", { name: "Submit expense" }));

  await expect(page.getByText("Expense submitted").first()).toBeVisible();
  const row = page
    .getByRole("table", { name: "Outstanding expenses, newest first" })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(row).toContainText("Pending");
  // The form closed: focus is back on 'New expense', which opened it.
  await expect(page.getByRole("button", { name: "New expense", exact: true })).toBeFocused();
  await d.settled(page, "expenses with the new one");
  // The new row opens too.
  await d.press(page, row.getByRole("link", { name: title }));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

/** A general admin opens a fresh Active employee from the list and files their termination. */
export async function adminFilesTermination(d: JourneyDriver, page: Page, lastNamePrefix: string) {
  const employee = await createActiveAcmeEmployee(lastNamePrefix);
  await page.goto("/");
  await expect(page).toHaveURL(/\/companies$/);
  await d.settled(page, "the landing page");
  await d.openFromNav(page, "Employees", /\/employees$/);
  await openEmployeeFromList(d, page, employee.name, employee.id);

  await d.press(page, page.getByRole("link", { name: "Request termination" }));
  const warning = page.getByRole("dialog", { name: "Before you request a termination" });
  await expect(warning).toBeVisible();
  await d.tick(page, warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." }));
  await d.press(page, warning.getByRole("button", { name: "Continue" }));
  await expect(warning).toHaveCount(0);
  await expectFocusNotOnBody(page);

  const group = (question: string) => page.getByRole("group", { name: question });
  await d.choose(page, group("Is the employee a manager on the platform?"), "No");
  await d.choose(page, group("Is the employee aware of the termination?"), "Yes");
  await d.set(page, page.getByLabel("Reason for termination"), (f) => f.selectOption("businessReason"));
  await d.choose(page, group("Are there any disputes with the employee?"), "No");
  await d.set(page, page.getByLabel("Preferred last working day"), (f) => f.fill(inDays(45)));
  await d.set(page, page.getByLabel("Preferred last employment date"), (f) => f.fill(inDays(60)));
  await d.tick(page, page.getByRole("checkbox", { name: "Not Applicable" }));
  await d.type(page, page.getByLabel("Vacation days to take before the last employment date"), "0");
  await d.settled(page, "the termination form");

  const send = page.getByRole("button", { name: "Submit termination request" });
  await expect(send).toBeEnabled();
  await d.press(page, send);
  const success = page.getByRole("dialog", { name: "Termination request submitted" });
  await expect(success).toBeVisible();
  await d.press(page, success.getByRole("button", { name: "Close" }));
  // Close opens the request just filed.
  await expect(page).toHaveURL(new RegExp(`/companies/acme/employee/${employee.id}/termination-requests/[^/]+/view$`));
  await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
  await d.settled(page, "the termination request");
}
