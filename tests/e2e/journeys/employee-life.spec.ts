// [JOURNEY] The life of an employee end to end (spec 1 sections 1-4, spec 2): the product's spine, each step by
// the role that does it, in its own browser session against the real server and worker:
//   the overdue client's manager is told to pay first and an admin adds the hire -> an admin completes the
//   profile and converts the seat -> the manager invites the
//   new hire, who sets a password, signs in, passes the consent gate and completes their profile -> an admin
//   sets the employer and onboarding makes them Active -> customer support generates a contract, the manager
//   reviews it, the employee signs it and an OP admin countersigns -> a payroll admin uploads a pay register with the employee, verifies,
//   approves and publishes it -> the manager downloads that month's payroll CSV with the employee in it -> the
//   employee files an expense and books time off, the manager approves the expense -> the manager requests a
//   termination and an admin completes it -> after the last working day the employee is Inactive and can no
//   longer sign in.
// The e2e database is shared and reused: everything here is new (unique names, a far-future pay month).
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { Client } from "pg";
import PgBoss from "pg-boss";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CSV_HEADER } from "../../../lib/payroll/company-reports/schema";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { latestMail, unique } from "../companies/helpers";
import { chooseWorkbookMonth } from "../support/workbook-month";

const PASSWORD = "Spine-journey-2026";
/** lib/terminations/deactivate-terminated-employees.ts (that module needs the app's database client). */
const DEACTIVATE_JOB = "offboarding.deactivate-terminated-employees";
const OVERDUE = "Before you can add another employee you'll need to pay your outstanding invoices.";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// A step that cannot happen fails in seconds, not at the end of the journey's time.
test.use({ actionTimeout: 20_000 });

async function as(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, storageState: authFile(key) });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

test("[JOURNEY] an employee's life: hire, invite, onboarding, contract, payroll, expense, time off, termination", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const steps: { step: string; ms: number }[] = [];
  let last = Date.now();
  const done = (step: string) => {
    steps.push({ step, ms: Date.now() - last });
    last = Date.now();
  };
  const lastName = unique("Spine");
  const name = `Lena ${lastName}`;
  const email = `${unique("lena")}@mail.test.example`;
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();

  try {
    // 1. Acme's October invoices are overdue in the demo data (spec 1 sections 4, 8): its manager is told to pay
    //    them first and is not offered an Employee hire; an admin adds the hire through the admin hire form, which
    //    overdue invoices do not pause, with the order form already signed.
    const manager = await as(browser, "manager");
    await manager.goto("/companies/acme/add-hire");
    await expect(manager.getByText(OVERDUE)).toBeVisible();
    await expect(manager.getByRole("radio", { name: /Employee/ }).first()).toBeDisabled();
    const admin = await as(browser, "admin");
    const created = await admin.request.post("/api/seats", {
      data: {
        variant: "admin",
        companyId: "acme",
        countryCode: "DE",
        firstName: "Lena",
        lastName,
        desiredStartDate: inDays(40),
        employeeType: "EOR",
        billingCurrency: "EUR",
        managementFeeAmount: 549,
        setupFeeAmount: 460,
        setupFeeStructure: "PER_EMPLOYEE",
        depositType: "ZERO_DEPOSIT_INSURANCE",
        zeroDepositFee: 89,
        orderFormSigned: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const seatId = ((await created.json()) as { data: { id: string } }).data.id;
    done("hiring paused for the manager; the admin adds the hire");

    // 2. An admin completes the profile in two stages, which converts the seat into an employee.
    await admin.goto(`/companies/acme/pending-employees/${seatId}/complete-profile`);
    await expect(admin.getByText("Step 1/2")).toBeVisible();
    await admin.getByLabel("Citizenship").selectOption("DE");
    await admin.getByLabel("Personal email").fill(email);
    await admin.getByLabel("Address line 1").fill("Hauptstr. 1");
    await admin.getByLabel(/^City/).fill("Berlin");
    await admin.getByLabel("Postal code").fill("10115");
    await admin.getByRole("radio", { name: "Yes", exact: true }).check();
    await admin.getByRole("button", { name: "Next" }).click();
    await expect(admin.getByText("Step 2/2")).toBeVisible();
    await admin.getByLabel("Job title").fill("Data Engineer");
    await admin.getByLabel("Job description").fill("Builds the data pipelines.");
    await admin.getByLabel("Annual base salary").fill("72000");
    await admin.getByLabel("Salary currency").fill("EUR");
    await admin.getByLabel("City of work").fill("Berlin");
    await admin.getByRole("radio", { name: "No", exact: true }).check();
    await admin.getByRole("button", { name: "Submit" }).click();
    await expect(admin.getByTestId("profile-success")).toContainText("onboarding will start");
    const seat = (await (await admin.request.get(`/api/seats/${seatId}`)).json()) as {
      data: { employeeId: string | null };
    };
    const employeeId = seat.data.employeeId!;
    expect(employeeId).toBeTruthy();
    done("admin converts the seat");

    // 3. The manager sends the platform invite from the employee page; the new hire sets a password from the
    //    mail, signs in, accepts the privacy policy and completes their profile.
    await manager.goto(`/employees/${employeeId}`);
    await expect(manager.getByRole("heading", { level: 1, name })).toBeVisible();
    const card = manager.getByTestId("platform-invite");
    await card.getByRole("button", { name: "Send invite" }).click();
    await expect(card.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
    const mail = await latestMail(email);
    const link = /https?:\/\/\S+\/change-pw\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, "password link in the mail").toBeTruthy();

    const hireContext = await browser.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
    const hire = await hireContext.newPage();
    await hire.goto(new URL(link!).pathname + new URL(link!).search);
    await hire.getByLabel("New password").fill(PASSWORD);
    await hire.getByLabel("Repeat the password").fill(PASSWORD);
    await hire.getByRole("button", { name: "Set password" }).click();
    await expect(hire).toHaveURL(/\/login/);
    await signIn(hire, email, PASSWORD);
    await expect(hire).toHaveURL(/\/privacy-policy$/);
    await hire.getByLabel("I agree").check();
    await hire.getByRole("button", { name: "Continue" }).click();
    await expect(hire).toHaveURL(/\/profile$/);
    await hire.goto(`/employees/${employeeId}/edit`);
    await hire.getByLabel("Gender").selectOption({ label: "Female" });
    await hire.getByLabel("Date of birth").fill("1994-05-17");
    await hire.getByLabel("Phone number").fill("+4915112345678");
    await hire.getByLabel("Social insurance number").fill("65170594L012");
    await hire.getByLabel("IBAN").fill("DE89370400440532013000");
    await hire.getByRole("button", { name: "Save" }).click();
    await expect(hire.getByText(/saved/i).first()).toBeVisible();
    done("the new hire is invited, signs in and completes the profile");

    // 4. An admin sets the employer and completes onboarding: the employee becomes Active.
    expect(
      (await admin.request.patch(`/api/employees/${employeeId}`, { data: { lspId: "euroemploy" } })).status(),
    ).toBe(200);
    const progress = (await (await admin.request.get(`/api/onboarding-progress/employee/${employeeId}`)).json()) as {
      stages: { steps: { id: string }[] }[];
    };
    const allButLast = progress.stages.flatMap((s) => s.steps.map((st) => st.id)).slice(0, -1);
    expect(
      (
        await admin.request.patch(`/api/onboarding-progress/employee/${employeeId}`, {
          data: { updatedSteps: allButLast.map((stepId) => ({ stepId, completed: true })) },
        })
      ).status(),
    ).toBe(200);
    await admin.goto(`/employees/${employeeId}`);
    await admin.getByRole("button", { name: "See more" }).click();
    await admin
      .getByRole("dialog", { name: "Onboarding progress" })
      .getByRole("checkbox", { name: "Onboarding complete" })
      .check();
    await expect(admin.getByText("Onboarding complete: the employee is now Active")).toBeVisible();
    done("admin completes onboarding");

    // 5. Customer support generates the contract and sends it; the employee signs; an OP admin countersigns.
    const cs = await as(browser, "csAdmin");
    const generated = await cs.request.patch("/api/contracts", {
      data: {
        employeeId,
        mode: "generate-contract",
        answers: {
          startDate: inDays(40),
          jobTitle: "Data Engineer",
          jobDescription: "Builds the data pipelines.",
          annualBaseSalary: 72000,
          hoursOfWork: 40,
          probationPeriod: "6",
          noticePeriod: "3m",
          confidentiality: true,
        },
      },
    });
    expect(generated.status(), await generated.text()).toBe(200);
    const { contractId, documentId } = (await generated.json()) as { contractId: string; documentId: string };
    await expect
      .poll(
        async () =>
          (
            (await (await cs.request.get(`/api/employees/${employeeId}/contracts/${contractId}`)).json()) as {
              hasDocument: boolean;
            }
          ).hasDocument,
        { timeout: 60_000 },
      )
      .toBe(true);
    const contractUrl = `/employees/${employeeId}/contracts/${documentId}`;
    await cs.goto(contractUrl);
    await expect(cs.getByRole("heading", { level: 1, name: "Contract in review and send" })).toBeVisible();
    await cs.getByRole("button", { name: "Send To Manager" }).click();
    await cs.getByRole("dialog", { name: "Send To Manager" }).getByRole("button", { name: "Send To Manager" }).click();
    await expect(cs.getByRole("heading", { level: 1, name: "Contract sent to manager for review" })).toBeVisible();
    await manager.goto(contractUrl);
    await manager.getByRole("button", { name: "Mark review done" }).click();
    await manager
      .getByRole("dialog", { name: "Mark review done" })
      .getByRole("button", { name: "Mark review done" })
      .click();
    await expect(manager.getByRole("button", { name: "Mark review done" })).toHaveCount(0);
    await cs.reload();
    await cs.getByRole("button", { name: "Send to employee" }).click();
    await cs
      .getByRole("dialog", { name: "Send to employee" })
      .getByRole("button", { name: "Send to employee" })
      .click();
    await expect(cs.getByRole("heading", { level: 1, name: "Contract awaiting employee signature" })).toBeVisible();

    await hire.goto(contractUrl);
    const sign = hire.getByRole("region", { name: "Sign your contract" });
    await sign.getByLabel("Type your full name").fill(name);
    await sign.getByLabel("I agree to sign this document electronically").check();
    await sign.getByRole("button", { name: "Sign contract" }).click();
    await expect(hire.getByText("Thank you, your signature was recorded.")).toBeVisible();

    const op = await as(browser, "opAdmin");
    await op.goto(contractUrl);
    const counter = op.getByRole("region", { name: "Countersign the contract" });
    await counter.getByLabel("Type your full name").fill("Olivia Operator");
    await counter.getByLabel("I agree to sign this document electronically").check();
    await counter.getByRole("button", { name: "Countersign" }).click();
    await expect(op.getByRole("heading", { level: 1, name: "Signed contract" })).toBeVisible();
    await op.context().close();
    await cs.context().close();
    done("contract generated, signed and countersigned");

    // 6. The payroll admin gives the employee a payroll id, uploads the month's pay register (with one other Acme
    //    employee who is not the manager's direct report), verifies, approves and publishes it.
    const payroll = await as(browser, "payrollAdmin");
    const payrollId = unique("PR-SPINE");
    expect((await payroll.request.patch(`/api/employees/${employeeId}`, { data: { payrollId } })).status()).toBe(200);
    // A colleague in the same register who is not the manager's direct report (no user): the manager's CSV
    // must leave them out.
    const colleagueName = unique("Colleague");
    const colleague = await admin.request.post("/api/employees", {
      data: {
        companyId: "acme",
        firstName: "Karl",
        lastName: colleagueName,
        personalEmail: `${unique("karl")}@mail.test.example`,
        countryCode: "DE",
        jobTitle: "Accountant",
      },
    });
    expect(colleague.status()).toBe(201);
    const other = { payrollId: unique("PR-COLLEAGUE"), firstName: "Karl", lastName: colleagueName };
    const colleagueId = ((await colleague.json()) as { id: string }).id;
    expect(
      (await payroll.request.patch(`/api/employees/${colleagueId}`, { data: { payrollId: other.payrollId } })).status(),
    ).toBe(200);
    const u = Number.parseInt(unique("x").slice(-4), 36);
    const year = 2040 + (u % 8); // each spec that makes a workbook has its own years: one per month
    const month = String(1 + (u % 12)).padStart(2, "0");
    const period = `${year}-${month}`;
    const rows = [
      [payrollId, "Lena", lastName],
      [other.payrollId, other.firstName, other.lastName],
    ].flatMap(([ref, first, lastN]) => [
      [ref, first, lastN, "Base Salary", "6000.00"],
      [ref, first, lastN, "Income Tax", "1200.00"],
      [ref, first, lastN, "Social Security ER", "800.00"],
    ]);
    const register = ["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n");
    const workbook = `Spine ${period} - Workbook`;
    await payroll.goto("/payroll#payroll-instances");
    await chooseWorkbookMonth(payroll, period);
    await payroll.getByLabel("Workbook Name").fill(workbook);
    await payroll.getByRole("button", { name: "Create workbook" }).click();
    await payroll.getByRole("link", { name: workbook }).click();
    await payroll.getByRole("button", { name: "Upload pay reports" }).click();
    const upload = payroll.getByRole("dialog", { name: "Upload pay report files" });
    await upload.getByLabel(/Provider/).selectOption("le-euroemploy-de");
    await upload
      .getByLabel("Pay register files (.csv)")
      .setInputFiles({ name: `spine-${period}.csv`, mimeType: "text/csv", buffer: Buffer.from(register + "\r\n") });
    await upload.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(payroll.getByText("File(s) successfully uploaded")).toBeVisible();
    const statusOf = (selector: string) =>
      payroll
        .locator(`${selector} [data-testid="status"]`)
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-status")))]);
    await expect
      .poll(() => statusOf('[data-testid="pay-report-row"]'), { timeout: 60_000 })
      .toEqual(["DUPLICATES_CHECKED"]);
    await payroll.getByTestId("pay-report-row").first().getByRole("link").first().click();
    await expect(payroll.getByTestId("bill-row")).toHaveCount(2);
    await expect(payroll.getByRole("button", { name, exact: true })).toBeVisible();
    await payroll.getByRole("button", { name: "Start Verification for all" }).click();
    await expect
      .poll(
        async () => {
          await payroll.getByRole("button", { name: "Refresh" }).click();
          return statusOf('[data-testid="bill-row"]');
        },
        { timeout: 60_000 },
      )
      .toEqual(["COPIED"]);
    await payroll.getByLabel("Select all").check();
    await payroll.getByRole("button", { name: "Approve", exact: true }).click();
    await expect.poll(() => statusOf('[data-testid="bill-row"]')).toEqual(["SPECIALIST_APPROVED"]);
    await payroll.getByRole("button", { name: "Publish all" }).click();
    // Publishing asks for confirmation, naming the report.
    await payroll
      .getByRole("dialog", { name: /^Publish (\d+ )?pay reports?$/ })
      .getByRole("button", { name: "Publish", exact: true })
      .click();
    await expect.poll(() => statusOf('[data-testid="bill-row"]')).toEqual(["PUBLISHED"]);
    await payroll.context().close();
    done("pay register uploaded, verified, approved and published");

    // 6b. The hire is told by e-mail that their payslip is ready, and opens it on their phone.
    const monthTitle = `${new Date(Date.UTC(year, Number(month) - 1, 1)).toLocaleString("en", { month: "long", timeZone: "UTC" })} ${year}`;
    await expect
      .poll(
        async () => {
          const res = await admin.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}&pageSize=20`);
          const items = ((await res.json()) as { items: { subject: string; text: string }[] }).items;
          return items.find((m) => m.subject === `Your payslip for ${monthTitle} is ready`)?.text ?? "";
        },
        { timeout: 60_000 },
      )
      .toMatch(/^Hello Lena,[\s\S]*Open it at \S+\/pay/);
    await hire.setViewportSize({ width: 390, height: 844 });
    await hire.goto("/pay");
    const payslip = hire.getByTestId("payslip-card").filter({ hasText: monthTitle });
    await expect(payslip).toContainText("EUR 6,000.00");
    const [pdf] = await Promise.all([
      hire.waitForEvent("download"),
      payslip.getByRole("button", { name: `Download the payslip of ${monthTitle}` }).click(),
    ]);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    await hire.setViewportSize({ width: 1280, height: 720 });
    done("the hire gets the payslip e-mail and opens the payslip on a phone");

    // 6c. The hire asks for a salary certificate over that pay, an admin approves it, and the public verification
    //     page confirms the letter the worker signed.
    const purpose = `Flat rental ${lastName}`;
    await hire.getByRole("button", { name: "Request a letter" }).click();
    const request = hire.getByRole("dialog", { name: "Request a letter" });
    await request.getByLabel("Kind of letter").selectOption({ label: "Salary certificate" });
    await request.getByLabel("Months of pay").selectOption({ label: "Last 3 months" });
    await request.getByLabel("Purpose (optional)").fill(purpose);
    await request.getByRole("button", { name: "Request" }).click();
    await expect(request).toBeHidden();
    await admin.goto("/letters");
    const waiting = admin.getByTestId("letters-queue").getByRole("row").filter({ hasText: purpose });
    await expect(waiting).toContainText(name);
    await waiting.getByRole("button", { name: /^Approve/ }).click();
    await admin.getByRole("dialog", { name: "Approve this letter?" }).getByRole("button", { name: "Approve" }).click();
    let code: string | null = null;
    await expect
      .poll(
        async () => {
          const res = await hire.request.get(`/api/employees/${employeeId}/letters`);
          const items = ((await res.json()) as { items: { purpose: string | null; code: string | null }[] }).items;
          code = items.find((l) => l.purpose === purpose)?.code ?? null;
          return code;
        },
        { timeout: 90_000 },
      )
      .toMatch(/^[2-9A-Z]{10}$/);
    const visitor = await browser.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const check = await visitor.newPage();
      await check.goto(`/verify-letter/${code}`);
      await expect(check.getByTestId("letter-facts")).toHaveText(
        new RegExp(`^Genuine letter issued by .+: Salary certificate \\(3 months\\), for ${name}\\.$`),
      );
    } finally {
      await visitor.close();
    }
    done("the hire requests a salary certificate, an admin approves it, the verification page confirms it");

    // 7. The admin makes the new hire Acme's manager's direct report (the manager edit's PUT /api/user-associations:
    //    the hire was added by an admin, so no requesting manager was recorded); the manager downloads that month's
    //    payroll report CSV: the new hire is in it.
    const markUserId = (await db.query<{ userId: string }>(`SELECT "userId" FROM "Manager" WHERE id = 'mgr-acme'`))
      .rows[0].userId;
    const reports = await db.query<{ id: string }>(
      `SELECT "associatedUserId" AS id FROM "UserAssociation" WHERE "userId" = $1
       UNION SELECT "userId" FROM "Employee" WHERE id = $2`,
      [markUserId, employeeId],
    );
    const associated = await admin.request.put(`/api/user-associations/${markUserId}`, {
      data: { associatedUserIds: reports.rows.map((r) => r.id) },
    });
    expect(associated.status(), await associated.text()).toBe(200);
    await manager.goto("/payroll-reports");
    const [download] = await Promise.all([
      manager.waitForEvent("download"),
      manager.getByRole("link", { name: new RegExp(`Download CSV for \\w+ ${year}$`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payroll-report_Acme-Corp_${year}${month}.csv`);
    const csv: string[][] = parse(fs.readFileSync((await download.path())!), { bom: true });
    expect(csv[0]).toEqual([...CSV_HEADER]);
    // The hire's row; never the colleague who is not the manager's report. (A reused local database may hold
    // earlier runs' hires in the same month: they are this manager's reports too.)
    const ids = csv.slice(1).map((r) => r[1]);
    expect(ids).toContain(employeeId);
    expect(ids).not.toContain(colleagueId);
    expect(csv.find((r) => r[1] === employeeId)![0]).toBe(name);
    done("manager downloads the payroll CSV");

    // 8. The employee files an expense and books time off; the manager approves the expense.
    const title = `Spine train ${lastName}`;
    await hire.goto("/expenses");
    await hire.getByRole("button", { name: "New expense" }).click();
    const form = hire.getByRole("form", { name: "New expense" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption({ label: "domestic travel" });
    await form.getByLabel("Description").fill("Train to the customer");
    await form.getByLabel("Amount").fill("64.20");
    await form.getByLabel("Currency").selectOption("EUR");
    await form.getByLabel("Receipt").setInputFiles({
      name: "ticket.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% spine receipt\n"),
    });
    await form.getByRole("button", { name: "Submit expense" }).click();
    const expenseRow = hire
      .getByRole("table", { name: "Outstanding expenses, newest first" })
      .getByRole("row")
      .filter({ hasText: title });
    await expect(expenseRow).toContainText("Pending");
    const expenseHref = await expenseRow.getByRole("link", { name: title }).getAttribute("href");

    await hire.goto("/time-off");
    await hire.getByLabel("Leave type").selectOption({ label: "Holiday" });
    await hire.getByLabel("Start date").fill(inDays(50));
    await hire.getByLabel("End date").fill(inDays(51));
    await hire.getByLabel("Note").fill("Family visit");
    await hire.getByRole("button", { name: "Add time off" }).click();
    await expect(hire.getByText("Time off booked")).toBeVisible();

    await manager.goto(expenseHref!);
    await expect(manager.getByRole("heading", { name: title })).toBeVisible();
    await manager.getByRole("button", { name: "Approve" }).click();
    await expect(manager.getByText("Expense approved")).toBeVisible();
    await hire.goto("/expenses");
    await expect(
      hire
        .getByRole("table", { name: "Outstanding expenses, newest first" })
        .getByRole("row")
        .filter({ hasText: title }),
    ).toContainText("Approved");
    done("expense filed and approved, time off booked");

    // 9. The manager requests the termination; an admin reviews and completes it.
    const lastDay = inDays(45);
    await manager.goto(`/employees/${employeeId}`);
    await manager.getByRole("link", { name: "Request termination" }).click();
    const warning = manager.getByRole("dialog", { name: "Before you request a termination" });
    await warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." }).check();
    await warning.getByRole("button", { name: "Continue" }).click();
    const radio = (question: string, answer: string) =>
      manager.getByRole("group", { name: question }).getByRole("radio", { name: answer });
    await radio("Is the employee a manager on the platform?", "No").check();
    await radio("Is the employee aware of the termination?", "Yes").check();
    await manager.getByLabel("Reason for termination").selectOption("businessReason");
    await radio("Are there any disputes with the employee?", "No").check();
    await manager.getByLabel("Preferred last working day").fill(lastDay);
    await manager.getByLabel("Preferred last employment date").fill(lastDay);
    await manager.getByRole("checkbox", { name: "Not Applicable" }).check();
    await manager.getByLabel("Vacation days to take before the last employment date").fill("0");
    await manager.getByRole("button", { name: "Submit termination request" }).click();
    const submitted = manager.getByRole("dialog", { name: "Termination request submitted" });
    await submitted.getByRole("button", { name: "Close" }).click();
    // Closing the confirmation opens the request just filed.
    await expect(manager).toHaveURL(/\/termination-requests\/[^/]+\/view$/);
    await expect(manager.getByRole("heading", { name: `Termination request for ${name}` })).toBeVisible();
    const requestHref = new URL(manager.url()).pathname;
    await manager.goto("/employees#termination-requests");
    expect(await manager.getByRole("link", { name }).first().getAttribute("href")).toBe(requestHref);

    await admin.goto(requestHref!);
    await expect(admin.getByRole("heading", { name: `Termination request for ${name}` })).toBeVisible();
    await admin.getByRole("button", { name: "Mark as reviewed" }).click();
    await admin
      .getByRole("dialog", { name: "Mark as reviewed?" })
      .getByRole("button", { name: "Mark as reviewed" })
      .click();
    await expect(admin.getByText("Reviewed", { exact: true })).toBeVisible();
    await admin.getByRole("button", { name: "Complete termination" }).click();
    await admin
      .getByRole("dialog", { name: "Complete termination?" })
      .getByRole("button", { name: "Complete termination" })
      .click();
    await expect(admin.getByText("Completed", { exact: true })).toBeVisible();
    done("termination requested and completed");

    // 10. The last working day passes (the test moves the date back instead of waiting 45 days) and the daily
    //     job runs in the real worker: the employee is Inactive, their session ends and they cannot sign in.
    await db.query(
      `UPDATE "Employment" SET "terminationDate" = current_date - 1 WHERE id = (SELECT "currentEmploymentId" FROM "Employee" WHERE id = $1)`,
      [employeeId],
    );
    const boss = new PgBoss({ connectionString: E2E.databaseUrl, max: 1 });
    await boss.start();
    try {
      await boss.send(DEACTIVATE_JOB, {});
    } finally {
      await boss.stop({ graceful: false });
    }
    await expect
      .poll(
        async () =>
          ((await (await admin.request.get(`/api/employees/${employeeId}`)).json()) as { onboardingStatus: string })
            .onboardingStatus,
        { timeout: 60_000 },
      )
      .toBe("INACTIVE");
    await admin.goto(`/employees/${employeeId}`);
    await expect(admin.getByText("Inactive", { exact: true }).first()).toBeVisible();
    await hire.goto("/profile");
    await expect(hire).toHaveURL(/\/login/);
    // The right password: told that their access has ended and whom to ask (a wrong one learns nothing).
    await signIn(hire, email, PASSWORD);
    await expect(
      hire.getByText(/Your access to OmniPlatform has ended.*contact your manager at Acme Corp/),
    ).toBeVisible();
    await expect(hire).toHaveURL(/\/login/);
    await signIn(hire, email, "Wrong-password-2026");
    await expect(hire.getByText("Invalid email or password.")).toBeVisible();
    done("the employee is Inactive and can no longer sign in");

    await hireContext.close();
    await admin.context().close();
    await manager.context().close();
  } finally {
    await db.end();
    // The journey's steps and their times, in the report.
    test.info().annotations.push({ type: "steps", description: JSON.stringify(steps) });
    console.log(steps.map((s) => `${s.step}: ${(s.ms / 1000).toFixed(1)} s`).join("\n"));
  }
});
