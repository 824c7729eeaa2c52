// Hiring journeys in Chromium. Every test creates its own seats (unique names) in the shared database.
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";
import { E2E } from "../support/servers";

const unique = () => randomBytes(3).toString("hex");
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function adminSeat(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const lastName = `E2E-${unique()}`;
  const res = await request.post("/api/seats", {
    data: {
      variant: "admin",
      companyId: "acme",
      countryCode: "DE",
      firstName: "Hana",
      lastName,
      desiredStartDate: inDays(20),
      employeeType: "EOR",
      billingCurrency: "EUR",
      managementFeeAmount: 549,
      setupFeeAmount: 460,
      setupFeeStructure: "PER_EMPLOYEE",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      zeroDepositFee: 89,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { id: string } };
  return { id: body.data.id, name: `Hana ${lastName}`, lastName };
}

async function asAdmin(page: Page) {
  return page
    .context()
    .browser()!
    .newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
}

const OVERDUE = "Before you can add another employee you'll need to pay your outstanding invoices.";
// Seed: Stark Industries pays its invoices on time (Acme's October invoices are overdue); its super manager
// Pepper Potts signs in with the demo password.
const STARK_MANAGER = "pepper.potts@stark.example";

test.describe("manager of an overdue client", () => {
  test.use({ storageState: authFile("manager") });

  test("[HIRING] spec 1 §8: Acme's manager is told to pay the overdue invoices first and cannot request an employee", async ({
    page,
  }) => {
    await page.goto("/employees");
    await page.getByRole("main").getByRole("link", { name: "Add employee" }).first().click();
    await expect(page).toHaveURL(/\/companies\/acme\/add-hire$/);
    await expect(page.getByText(OVERDUE)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Employee/ }).first()).toBeDisabled();
    // The request form, opened by its address, shows the same banner instead of the form.
    await page.goto("/companies/acme/add-pending-employee");
    await expect(page.getByText(OVERDUE)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    // The server refuses the request the form would send.
    const res = await page.request.post("/api/seats", {
      data: { variant: "client", countryCode: "DE", desiredStartDate: inDays(45), acceptTerms: true },
    });
    expect(res.status()).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(OVERDUE);
  });
});

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[HIRING] manager requests a hire and accepts the order form", async ({ page }) => {
    const last = `Request-${unique()}`;
    await signInThroughApi(page.request, STARK_MANAGER, DEMO_PASSWORD);
    // Finding 14: 'Add employee' is in the employees page header, not only under the pending tab.
    await page.goto("/employees");
    await page.getByRole("main").getByRole("link", { name: "Add employee" }).first().click();
    await expect(page).toHaveURL(/\/companies\/stark\/add-hire$/);
    await expect(page.getByText(OVERDUE)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Choose your type of hire" })).toBeVisible();
    const steps = page.getByRole("navigation", { name: "Hiring steps" });
    await expect(steps.locator('[aria-current="step"]')).toContainText("Type of hire");
    await page
      .getByRole("radio", { name: /Employee/ })
      .first()
      .check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Add employee details" })).toBeVisible();
    await page.getByLabel("Country").selectOption("GB");
    await page.getByLabel("First name").fill("Mira");
    await page.getByLabel("Last name").fill(last);
    await page.getByLabel("Desired start date").fill(inDays(45));
    const submit = page.getByRole("button", { name: "Continue" });
    await expect(submit).toBeDisabled();
    // The disabled button says why, before the terms box is ticked.
    await expect(page.getByTestId("submit-blockers")).toHaveText("To continue: tick the terms and conditions box.");
    await expect(submit).toHaveAccessibleDescription(/tick the terms and conditions box/);
    await expect(steps.locator('[aria-current="step"]')).toContainText("Employee details");
    await page.getByLabel("I agree to the terms and conditions of this request").check();
    await expect(page.getByTestId("submit-blockers")).toHaveCount(0);
    // Finding 9: no salary entered, so no placeholder figures as the employee's costs.
    await expect(page.getByTestId("monthly-total")).toBeVisible();
    await expect(page.getByText("Monthly fees (salary and employer costs not included)")).toBeVisible();
    await expect(page.getByText("Set once the salary is entered").first()).toBeVisible();
    // Stark chose the United Kingdom's supplementary benefits (demo data): the fee is quoted (spec 1 section 3),
    // pending like the salary it is a percent of.
    await expect(page.getByTestId("quote").getByText("Supplementary benefits").locator("xpath=..")).toContainText(
      "Set once the salary is entered",
    );
    await submit.click();

    await expect(page).toHaveURL(/\/employees\/new\/[^/]+\/order-form\?review=1/);
    await expect(page.getByRole("heading", { name: "Review employee request" })).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText("Review order form");
    const quote = page.getByTestId("quote");
    await expect(quote.getByText("Monthly gross salary").locator("xpath=..")).toContainText(
      "Set once the salary is entered",
    );
    await expect(quote).not.toContainText("Estimated monthly total");
    const add = page.getByRole("button", { name: "Add Employee" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/binds your company to this order form and the invoices/);
    await expect(page.getByTestId("accept-blocker")).toContainText("tick the terms and conditions box");
    await page.getByLabel("I have read and agreed to the terms and conditions in this proposal").check();
    await expect(page.getByTestId("accept-blocker")).toHaveCount(0);
    // Finding 10: Escape closes 'Agree and continue?' and focus returns to 'Add Employee'.
    await add.click();
    await expect(page.getByRole("dialog", { name: "Agree and continue?" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(add).toBeFocused();
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Agree and continue?" });
    await expect(dialog.getByText(/Set-up fee invoice/)).toBeVisible();
    // Stark's hires carry zero deposit insurance (a monthly fee): no refundable deposit invoice is announced.
    await expect(dialog.getByText(/Deposit invoice/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Agree and continue" }).click();
    await expect(page).toHaveURL(/pending-employees\/[^/]+\/employee-checklist/);
    await expect(steps.locator('[aria-current="step"]')).toContainText("Profile checklist");
    await expect(page.getByRole("heading", { name: "Complete profile and build contract" })).toBeVisible();
    await expect(page.getByText(`Mira ${last}`)).toBeVisible();
  });

  test("[HIRING] the salary a manager types beside the cost estimate stays with the request and its order form", async ({
    page,
  }) => {
    const last = `Salary-${unique()}`;
    await signInThroughApi(page.request, STARK_MANAGER, DEMO_PASSWORD);
    await page.goto("/employees");
    await page.getByRole("main").getByRole("link", { name: "Add employee" }).first().click();
    await page
      .getByRole("radio", { name: /Employee/ })
      .first()
      .check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Country").selectOption("GB");
    await page.getByLabel("First name").fill("Sal");
    await page.getByLabel("Last name").fill(last);
    await page.getByLabel("Desired start date").fill(inDays(45));
    // One salary field: the form's, which the estimate beside it reads (no second input in the panel).
    await expect(page.getByLabel("Annual base salary")).toHaveCount(1);
    await page.getByLabel("Annual base salary").fill("60000");
    const estimate = page.getByRole("complementary", { name: "Cost estimate" });
    await expect(estimate.getByText("Monthly gross salary").locator("xpath=..")).not.toContainText(
      "Set once the salary is entered",
    );
    await page.getByLabel("I agree to the terms and conditions of this request").check();
    await page.getByRole("button", { name: "Continue" }).click();

    // The order form starts from the same salary: nothing pending, nothing typed twice.
    await expect(page).toHaveURL(/\/employees\/new\/[^/]+\/order-form\?review=1/);
    const quote = page.getByTestId("quote");
    await expect(quote.getByText("Monthly gross salary").locator("xpath=..")).not.toContainText(
      "Set once the salary is entered",
    );
    await expect(quote).toContainText("Estimated monthly total");
    const seatId = /\/employees\/new\/([^/]+)\/order-form/.exec(page.url())![1];
    const seat = (await (await page.request.get(`/api/seats/${seatId}`)).json()) as {
      data: { annualBaseSalary: { amount: string; currency: string } | null };
    };
    expect(seat.data.annualBaseSalary).toEqual({ amount: "60000", currency: "GBP" });
  });

  test("[HIRING] manager completes the profile through both stages to a new employee", async ({ page }) => {
    const admin = await asAdmin(page);
    const seat = await adminSeat(admin.request, { orderFormSigned: true });
    await admin.close();
    await page.goto(`/companies/acme/pending-employees/${seat.id}/complete-profile`);
    await expect(page.getByText("Step 1/2")).toBeVisible();
    await page.getByLabel("Personal email").fill(" bad@example.com");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(
      page.getByText("Email addresses should not contain any spaces at the beginning or the end"),
    ).toBeVisible();
    await expect(page.getByText("Please choose a value")).toBeVisible();
    await page.getByLabel("Citizenship").selectOption("DE");
    await page.getByLabel("Personal email").fill(`hana.${seat.lastName.toLowerCase()}@mail.example.com`);
    await page.getByLabel("Address line 1").fill("Hauptstr. 1");
    await page.getByLabel(/^City/).fill("Berlin");
    await page.getByLabel("Postal code").fill("10115");
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 2/2")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a job title")).toBeVisible();
    await expect(page.getByText("Please choose a value")).toBeVisible();
    await page.getByLabel("Job title").fill("Data Engineer");
    await page.getByLabel("Job description").fill("Builds pipelines");
    await page.getByLabel("Annual base salary").fill("72000");
    // Spec 1 section 6: a manager is offered the country's currency only.
    const currency = page.getByLabel("Salary currency");
    await expect(currency.locator("option")).toHaveText(["EUR"]);
    await expect(currency).toHaveValue("EUR");
    await page.getByLabel("City of work").fill("Berlin");
    await page.getByRole("radio", { name: "No", exact: true }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("profile-success")).toContainText("onboarding will start");
    const res = await page.request.get(`/api/seats/${seat.id}`);
    expect(((await res.json()) as { data: { employeeId: string | null } }).data.employeeId).toBeTruthy();
  });
});

test.describe("admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[HIRING] admin uploads an order form and marks it signed", async ({ page }) => {
    const seat = await adminSeat(page.request);
    await page.goto(`/companies/acme/pending-employee/${seat.id}`);
    await expect(page.getByRole("heading", { name: seat.name })).toBeVisible();
    await expect(page.getByText("Awaiting order form")).toBeVisible();
    await page.getByRole("button", { name: "Upload order form" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload order form" });
    await dialog
      .getByLabel("Order form file")
      .setInputFiles({ name: "order-form.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 e2e") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    const statusOf = async () =>
      ((await (await page.request.get(`/api/seats/${seat.id}`)).json()) as { data: { sowStatus: string } }).data
        .sowStatus;
    await expect(page.getByRole("link", { name: "Download the uploaded order form" })).toBeVisible();
    expect(await statusOf()).toBe("sow:awaiting-acceptance");
    await page.getByRole("button", { name: "Order form accepted" }).click();
    await expect(page.getByText("Complete profile").first()).toBeVisible();
    expect(await statusOf()).toBe("sow:accepted");
    await expect(page.getByRole("button", { name: "Order form accepted" })).toHaveCount(0);
  });

  test("[HIRING] admin filters the pending list by name and status", async ({ page }) => {
    const seat = await adminSeat(page.request);
    await page.goto("/companies/acme#pending-employees");
    const tab = page.getByTestId("pending-employees");
    await expect(tab).toBeVisible();
    await tab.getByLabel("Search by name").fill(seat.lastName);
    await expect(tab.getByTestId("pending-count")).toHaveText("1 pending employee");
    await expect(tab.getByRole("link", { name: seat.name }).first()).toBeVisible();
    await tab.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await filters.getByLabel("Complete profile").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(tab.getByTestId("pending-count")).toHaveText("0 pending employees");
    await tab.getByRole("button", { name: /Filters/ }).click();
    await filters.getByRole("button", { name: "Clear" }).click();
    await filters.getByLabel("Awaiting order form").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(tab.getByTestId("pending-count")).toHaveText("1 pending employee");
  });

  test("[HIRING] admin archives a seat and changes another seat's country with typed confirmations", async ({
    page,
  }) => {
    const archived = await adminSeat(page.request);
    await page.goto(`/companies/acme/pending-employee/${archived.id}`);
    await page.getByRole("button", { name: "Archive" }).click();
    const archive = page.getByRole("dialog", { name: `Archive ${archived.name}` });
    const confirm = archive.getByRole("button", { name: "Archive" });
    await archive.getByLabel('Please type word "ARCHIVE"').fill("ARCHIVE");
    await expect(confirm).toBeDisabled();
    await archive.getByLabel("Reason").selectOption("dropout");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText(`${archived.name} has been archived`)).toBeVisible();

    const moved = await adminSeat(page.request);
    await page.goto(`/companies/acme/pending-employee/${moved.id}`);
    await page.getByRole("button", { name: "Change Country" }).click();
    const change = page.getByRole("dialog", { name: `Change country of ${moved.name}` });
    await change.getByLabel("New country").selectOption("FR");
    const go = change.getByRole("button", { name: "Change Country" });
    await change.getByLabel('Please type word "CHANGE COUNTRY"').fill("CHANGE");
    await expect(go).toBeDisabled();
    await change.getByLabel('Please type word "CHANGE COUNTRY"').fill("CHANGE COUNTRY");
    await go.click();
    await expect(page.getByText("Country has been changed")).toBeVisible();
    const list = (await (await page.request.get(`/api/seats/company/acme?search=${moved.lastName}`)).json()) as {
      items: { countryCode: string }[];
    };
    expect(list.items.map((s) => s.countryCode)).toEqual(["FR"]);
  });
});
