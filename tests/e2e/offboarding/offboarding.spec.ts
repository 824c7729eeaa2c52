// [OFFBOARDING] Termination requests and resignations in the browser: a manager requests a termination with a
// support document (every rule of spec 2 section 5 on the way) and finds it in the lists; a customer-success
// admin sees who requested it and moves it on; an employee resigns and an admin reviews it.
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

/** A day `days` from today (UTC, as the e2e Chromium runs), YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A fresh acme employee, Active unless told (the e2e database is shared and reused: never take a seeded one). */
async function createAcmeEmployee(prefix = "Leaver", { active = true } = {}): Promise<{ id: string; name: string }> {
  const api = await apiAs("admin");
  const lastName = unique(prefix);
  const created = await api.post("/api/employees", {
    data: {
      companyId: "acme",
      firstName: "Tess",
      lastName,
      personalEmail: `${unique("tess")}@mail.test.example`,
      countryCode: "DE",
      jobTitle: "Analyst",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (!active) {
    await api.dispose();
    return { id, name: `Tess ${lastName}` };
  }
  expect((await api.patch(`/api/employees/${id}`, { data: { lspId: "euroemploy" } })).status()).toBe(200);
  // Completing a termination dates the current employment.
  const employment = await api.post("/api/employments", {
    data: { employeeId: id, type: "EOR", startDate: inDays(-100), lspId: "euroemploy" },
  });
  expect(employment.status()).toBe(201);
  const progress = (await (await api.get(`/api/onboarding-progress/employee/${id}`)).json()) as {
    stages: { steps: { id: string }[] }[];
  };
  const updatedSteps = progress.stages.flatMap((s) => s.steps.map((step) => ({ stepId: step.id, completed: true })));
  const ticked = await api.patch(`/api/onboarding-progress/employee/${id}`, { data: { updatedSteps } });
  expect(ticked.status()).toBe(200);
  const employee = (await (await api.get(`/api/employees/${id}`)).json()) as { onboardingStatus: string };
  expect(employee.onboardingStatus).toBe("ACTIVE");
  await api.dispose();
  return { id, name: `Tess ${lastName}` };
}

const radio = (page: Page, question: string, answer: string) =>
  page.getByRole("group", { name: question }).getByRole("radio", { name: answer });

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[OFFBOARDING] a manager requests a termination with a support document and sees it in the lists", async ({
    page,
  }) => {
    const employee = await createAcmeEmployee();
    await page.goto(`/employees/${employee.id}`);
    await page.getByRole("link", { name: "Request termination" }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/acme/employee/${employee.id}/termination-requests/add$`));

    // The warning modal first: Continue only once the box is ticked.
    const warning = page.getByRole("dialog", { name: "Before you request a termination" });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("button", { name: "Continue" })).toBeDisabled();
    await warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." }).check();
    await warning.getByRole("button", { name: "Continue" }).click();
    await expect(warning).toBeHidden();

    await expect(page.getByRole("heading", { name: `Request Termination For: ${employee.name}` })).toBeVisible();
    await expect(page.getByText("Don't", { exact: true })).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit termination request" });
    await expect(submit).toBeDisabled();

    await radio(page, "Is the employee a manager on the platform?", "Yes").check();
    await expect(page.getByLabel("Manager email")).toBeVisible();
    await radio(page, "Is the employee a manager on the platform?", "No").check();
    await expect(page.getByLabel("Manager email")).toBeHidden();
    await radio(page, "Is the employee aware of the termination?", "No").check();

    // 'Other' asks for details; another reason removes (and clears) them.
    await page.getByLabel("Reason for termination").selectOption("other");
    const details = page.getByLabel("Details of the termination reason");
    await details.fill("x");
    await details.fill("");
    await expect(page.getByText("Please enter the details")).toBeVisible();
    await page.getByLabel("Reason for termination").selectOption("businessReason");
    await expect(details).toBeHidden();
    await radio(page, "Are there any disputes with the employee?", "No").check();

    // Dates: strictly after today + 30 days.
    const lastDay = page.getByLabel("Preferred last working day");
    await lastDay.fill(inDays(10));
    await expect(page.getByText("Please select a date at least 30 days from the date of submission")).toBeVisible();
    await lastDay.fill(inDays(45));
    await page.getByLabel("Preferred last employment date").fill(inDays(60));
    await expect(page.getByText("Please select a date at least 30 days from the date of submission")).toBeHidden();

    await page.getByRole("checkbox", { name: "Sick leave" }).check();
    await page.getByRole("checkbox", { name: "Sick leave" }).uncheck();
    await expect(page.getByText('Please pick at least one option or "Not Applicable"')).toBeVisible();
    await page.getByRole("checkbox", { name: "Not Applicable" }).check();

    const vacation = page.getByLabel("Vacation days to take before the last employment date");
    await vacation.fill("-1");
    await expect(page.getByText("Value must be greater than or equal to 0")).toBeVisible();
    await vacation.fill("2");
    await page.getByLabel("Overtime owed").fill("6");
    await expect(page.getByText("Please select a value")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel("Overtime unit").selectOption("hours");

    await page.getByLabel("Support documents").setInputFiles({
      name: "warning-letter.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% e2e termination support\n"),
    });
    await expect(page.getByRole("list", { name: "Attached documents" })).toContainText("warning-letter.pdf");

    await expect(submit).toBeEnabled();
    await submit.click();
    const success = page.getByRole("dialog", { name: "Termination request submitted" });
    await expect(success).toContainText(`The termination request for ${employee.name} has been submitted.`);
    await expect(success).toContainText("We will contact you shortly");
    await success.getByRole("button", { name: "Close" }).click();

    // Closing opens the request just filed; the managers' termination tab lists it.
    await expect(page).toHaveURL(/\/termination-requests\/[^/]+\/view$/);
    await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
    await page.goto("/employees#termination-requests");
    await expect(page.getByRole("tab", { name: "Termination requests", selected: true })).toBeVisible();
    await expect(page.getByRole("link", { name: employee.name })).toBeVisible();

    await page.goto("/terminations");
    const row = page.getByRole("row").filter({ hasText: employee.name });
    await expect(row).toContainText("Requested");
    await expect(page.getByRole("columnheader", { name: "Requested by" })).toHaveCount(0);
    await row.getByRole("link", { name: employee.name }).click();
    await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
    await expect(page.getByText("Business reason")).toBeVisible();
    await expect(page.getByText("6 hours")).toBeVisible();
    await expect(page.getByRole("button", { name: "View document warning-letter.pdf" })).toBeVisible();
    // Managers neither see the submitter nor move the request on.
    await expect(page.getByTestId("termination-submitter")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark as reviewed" })).toHaveCount(0);
  });
});

test.describe("customer-success admin", () => {
  test.use({ storageState: authFile("csAdmin") });

  test("[OFFBOARDING] a customer-success admin sees who requested a termination and when, then reviews and completes it", async ({
    page,
    browser,
  }) => {
    const employee = await createAcmeEmployee();
    const manager = await apiAs("manager");
    const created = await manager.post("/api/terminations/requests", {
      data: {
        companyId: "acme",
        employeeId: employee.id,
        answers: {
          timeZone: "UTC",
          isEmployeeOPManager: "no",
          isEmployeeAwareOfTermination: "yes",
          terminationReason: "restructureOrTakeover",
          hasDisputesWithEmployee: "no",
          lastWorkingDayPreference: inDays(40),
          lastEmploymentDatePreference: inDays(40),
          employeeNonHolidayLeaves: ["notApplicable"],
          numberOfVacationDaysBeforeLastEmploymentDate: "1",
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await manager.dispose();

    await page.goto("/companies/acme#termination-requests");
    await expect(page.getByRole("columnheader", { name: "Requested by" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: employee.name });
    await expect(row).toContainText("Mark Manager");
    await row.getByRole("link", { name: employee.name }).click();
    await expect(page).toHaveURL(new RegExp(`/termination-requests/${id}/view$`));
    await expect(page.getByTestId("termination-submitter")).toContainText(
      /Requested by Mark Manager on \w{3} \d{2}, \d{4}/,
    );
    await expect(page.getByText("Restructure or takeover")).toBeVisible();

    // A general admin (not customer success) does not see the submitter.
    const other = await browser.newContext({ storageState: authFile("admin") });
    const otherPage = await other.newPage();
    await otherPage.goto(`/companies/acme/employee/${employee.id}/termination-requests/${id}/view`);
    await expect(otherPage.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
    await expect(otherPage.getByTestId("termination-submitter")).toHaveCount(0);
    await other.close();

    await page.getByRole("button", { name: "Mark as reviewed" }).click();
    await page
      .getByRole("dialog", { name: "Mark as reviewed?" })
      .getByRole("button", { name: "Mark as reviewed" })
      .click();
    await expect(page.getByText(`The termination request for ${employee.name} is now Reviewed.`)).toBeVisible();
    await expect(page.getByText("Reviewed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as reviewed" })).toHaveCount(0);

    await page.getByRole("button", { name: "Complete termination" }).click();
    const confirm = page.getByRole("dialog", { name: "Complete termination?" });
    await expect(confirm).toContainText("becomes Inactive after that day");
    await confirm.getByRole("button", { name: "Complete termination" }).click();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete termination" })).toHaveCount(0);
  });
});

test.describe("admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[OFFBOARDING] an admin archives a pending employee from the company tab; an active one offers a termination request", async ({
    page,
  }) => {
    // 'Aaa' sorts them onto the first page of the tab (ordered by last name).
    const pending = await createAcmeEmployee("Aaa-pending", { active: false });
    const active = await createAcmeEmployee("Aaa-active");
    await page.goto("/companies/acme#employees");
    const table = page.getByRole("table", { name: "Employees" });
    await expect(table.getByRole("row").filter({ hasText: pending.name })).toBeVisible();

    await table.getByRole("button", { name: `Actions for ${active.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Request termination" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Archive" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await table.getByRole("button", { name: `Actions for ${pending.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Request termination" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Archive" }).click();
    const dialog = page.getByRole("dialog", { name: `Archive ${pending.name}?` });
    await expect(dialog.getByRole("button", { name: "Archive" })).toBeDisabled();
    await dialog.getByLabel("Reason").selectOption("dropout");
    await dialog.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText(`${pending.name} has been archived.`)).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: pending.name })).toHaveCount(0);
    await expect(page).toHaveURL(/\/companies\/acme#employees$/);
  });
});

test.describe("employee and admin", () => {
  test.use({ storageState: authFile("employee") });

  test("[OFFBOARDING] an employee resigns and an admin reviews the resignation", async ({ page, browser }) => {
    // The e2e database is reused between runs: an earlier run's open resignation is reviewed first.
    const admin = await apiAs("admin");
    const earlier = (await (await admin.get("/api/resignations?employeeId=emp-emma&pageSize=100")).json()) as {
      items: { id: string; status: string }[];
    };
    for (const r of earlier.items.filter((i) => i.status === "REQUESTED"))
      expect((await admin.post(`/api/resignations/${r.id}/review`, { data: {} })).status()).toBe(200);
    await admin.dispose();

    await page.goto("/employees/emp-emma");
    await page.getByRole("link", { name: "Resign" }).click();
    await expect(page).toHaveURL(/\/companies\/acme\/employee\/emp-emma\/resignation$/);
    const reason = unique("Starting a company");
    await page.getByLabel(/^Last working day/).fill(inDays(35));
    await page
      .getByRole("group", { name: "Is your manager aware of your resignation?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByLabel("Scheduled leaves before your last working day").fill("Holiday in the last week");
    await page.getByLabel("Vacation days you still have").fill("-2");
    await expect(page.getByText("Value must be greater than or equal to 0")).toBeVisible();
    await page.getByLabel("Vacation days you still have").fill("3");
    await page.getByLabel("Reason for resigning").selectOption("Other");
    await page.getByLabel("Other reason").fill(reason);
    await page.getByRole("button", { name: "Resign", exact: true }).click();
    await expect(page.getByText("Your resignation has been sent.")).toBeVisible();
    await expect(page).toHaveURL(/\/employees\/emp-emma$/);

    const adminContext = await browser.newContext({ storageState: authFile("admin") });
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/resignations");
    const row = adminPage.getByRole("row").filter({ hasText: reason });
    await expect(row).toContainText("Emma Employee");
    await expect(row).toContainText("Requested");
    await row.getByRole("button", { name: "Review the resignation of Emma Employee" }).click();
    await adminPage
      .getByRole("dialog", { name: "Mark the resignation as reviewed?" })
      .getByRole("button", { name: "Mark as reviewed" })
      .click();
    await expect(adminPage.getByText("The resignation of Emma Employee is now Reviewed.")).toBeVisible();
    await expect(row).toContainText("Reviewed");
    await expect(row.getByRole("button", { name: /Review the resignation/ })).toHaveCount(0);
    await adminContext.close();
  });
});
