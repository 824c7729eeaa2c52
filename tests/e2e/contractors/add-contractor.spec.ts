// [CONTRACTORS] The add-contractor flow (spec 1 sections 2, 5; spec 2 sections 3, 5). The normal e2e server runs
// with FEATURE_ADD_CONTRACTOR_HIRE=true (playwright.config.ts); the read-only server keeps the default (off).
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";
import { E2E } from "../support/servers";

// Globex has the Contractor product and has not agreed to the Client Terms in the seed: its super manager sees
// the terms step.
const GLOBEX_MANAGER = "grace.globex@globex.example";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function resetGlobexTerms() {
  const pg = new Client({ connectionString: E2E.databaseUrl });
  await pg.connect();
  try {
    await pg.query(
      `UPDATE "ContractorClient" SET "opTermsAccepted" = false, "opTermsAcceptedAt" = NULL, "opTermsAcceptedBy" = NULL
       WHERE "companyId" = 'globex'`,
    );
  } finally {
    await pg.end();
  }
}

async function globexTerms() {
  const pg = new Client({ connectionString: E2E.databaseUrl });
  await pg.connect();
  try {
    return (
      await pg.query(
        `SELECT c."opTermsAccepted", c."opTermsAcceptedAt", u.email FROM "ContractorClient" c
         LEFT JOIN "User" u ON u.id = c."opTermsAcceptedBy" WHERE c."companyId" = 'globex'`,
      )
    ).rows[0] as { opTermsAccepted: boolean; opTermsAcceptedAt: Date | null; email: string | null };
  } finally {
    await pg.end();
  }
}

test("[CONTRACTORS] manager agrees to the client terms, adds a contractor with a cost preview and sees it in /contractors", async ({
  page,
}) => {
  await resetGlobexTerms();
  await signInThroughApi(page.request, GLOBEX_MANAGER, DEMO_PASSWORD);
  const last = `Sousa-${randomBytes(3).toString("hex")}`;

  await page.goto("/companies/globex/add-hire");
  await page.getByRole("radio", { name: /Contractor/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/companies\/globex\/add-contractor$/);
  await expect(page.getByRole("heading", { name: "Add contractor" })).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Hiring steps" });
  await expect(steps.locator('[aria-current="step"]')).toContainText("Client Terms");

  // 'Next' stays disabled until the terms are agreed.
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await page.getByLabel("I agree to the Client Terms").check();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(steps.locator('[aria-current="step"]')).toContainText("Contractor details");
  const terms = await globexTerms();
  expect(terms.opTermsAccepted).toBe(true);
  expect(terms.email).toBe(GLOBEX_MANAGER);
  expect(terms.opTermsAcceptedAt).not.toBeNull();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a first name")).toBeVisible();
  await expect(page.getByText("Please enter an email address")).toBeVisible();
  await expect(page.getByText("Please select a country")).toBeVisible();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill(last);
  await page.getByLabel("Email").fill(`ana.${last.toLowerCase()}@freelance.example`);
  await page.getByLabel("Country of residence").selectOption("PT");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText("Contract");
  await page.getByLabel("Job role").fill("Product Designer");
  await page.getByLabel("Invoicing frequency").selectOption("PER_DAY");
  await page.getByLabel("Invoicing currency").selectOption("EUR");
  await page.getByLabel("Billing currency").selectOption("GBP");
  await page.getByLabel("Rate").fill("0");
  await page.getByLabel("Start date").fill(inDays(30));
  await page.getByLabel("End date").fill(inDays(29));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The rate must be greater than 0")).toBeVisible();
  await expect(page.getByText("The end date cannot be before the start date")).toBeVisible();
  await page.getByLabel("Rate").fill("450");
  await page.getByLabel("End date").fill(inDays(210));
  await page.getByRole("button", { name: "Next" }).click();

  // Review: the cost preview from GET /api/contractors/costs (450 a day x 20 days + the EUR platform fee of 45).
  await expect(steps.locator('[aria-current="step"]')).toContainText("Review");
  await expect(page.getByTestId("contractor-monthly-total")).toHaveText("EUR 9,045.00");
  await page.getByRole("button", { name: "Add contractor" }).click();
  await expect(page.getByText("Please accept the misclassification risk")).toBeVisible();
  await page.getByLabel("I understand the misclassification risk and accept it for this contractor").check();
  await page.getByRole("button", { name: "Add contractor" }).click();
  await expect(page.getByText(`Ana ${last} has been added.`)).toBeVisible();
  await expect(page.getByText("Onboarding", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Go to contractors" }).click();
  await expect(page).toHaveURL(/\/contractors$/);
  const row = page.getByRole("row", { name: new RegExp(`Ana ${last}`) });
  await expect(row).toContainText("Product Designer");
  await expect(row).toContainText("EUR 450.00 per day");
  await expect(row).toContainText("Onboarding");
  await row.getByRole("link", { name: `Ana ${last}` }).click();
  await expect(page.getByRole("heading", { name: `Ana ${last}` })).toBeVisible();
  await expect(page.getByText("Product Designer")).toBeVisible();
});

test.describe("flag off", () => {
  test.use({ storageState: authFile("manager", true) });

  test("[CONTRACTORS] with the add-contractor flag off (read-only server, default flags) the page does not exist", async ({
    request,
  }) => {
    const res = await request.get(`${E2E.readOnlyBaseURL}/companies/acme/add-contractor`, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
  });
});

test.describe("contractor page", () => {
  test("[CONTRACTORS] a manager opens a contractor from /contractors and pages the invoices; no admin actions", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: authFile("manager"), baseURL: E2E.baseURL });
    const page = await context.newPage();
    try {
      await page.goto("/contractors");
      await page.getByRole("link", { name: "Carla Contractor" }).click();
      await expect(page).toHaveURL(/\/contractors\/ctr-carla$/);
      await expect(page.getByRole("heading", { name: "Carla Contractor" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Contractor status actions" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Deactivate contract/ })).toHaveCount(0);
      const invoices = page.getByTestId("contractor-invoice");
      // Seed: 16 invoices, 10 a page; the open one due in August 2026 is overdue.
      await expect(invoices).toHaveCount(10);
      await expect(page.getByText(/Overdue by \d+ days/).first()).toBeVisible();
      const pager = page.getByRole("navigation", { name: "Invoice pages" });
      await pager.getByRole("button", { name: "Next" }).click();
      await expect(pager).toContainText("Page 2");
      await expect(invoices).toHaveCount(6);
      await pager.getByRole("button", { name: "Previous" }).click();
      await expect(invoices).toHaveCount(10);
      await page.getByLabel("Invoice status").selectOption("PAID");
      await expect(invoices).toHaveCount(10);
      await expect(invoices.filter({ hasNotText: "Paid" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("[CONTRACTORS] an admin moves a duplicate-email contractor back to onboarding through the transition table", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: authFile("admin"), baseURL: E2E.baseURL });
    const page = await context.newPage();
    const pg = new Client({ connectionString: E2E.databaseUrl });
    await pg.connect();
    try {
      await page.goto("/contractors/ctr-mei");
      await expect(page.getByText("This e-mail address is already used by another contractor.")).toBeVisible();
      const actions = page.getByRole("group", { name: "Contractor status actions" });
      // DUPLICATE_EMAIL -> ONBOARDING is the only way out in lib/contractors/workflow.ts.
      await expect(actions.getByRole("button")).toHaveText(["Set status to Onboarding"]);
      await actions.getByRole("button", { name: "Set status to Onboarding" }).click();
      await expect(page.getByText("Mei Lin is now Onboarding.")).toBeVisible();
      await expect(actions.getByRole("button")).toHaveText([
        "Set status to KYC pending",
        "Set status to Duplicate email",
      ]);
      const history = await pg.query(
        `SELECT count(*)::int AS n FROM "AuditEvent" WHERE "entityId" = 'ctr-mei' AND action = 'contractor.transition'`,
      );
      expect(history.rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await pg.query(`UPDATE "Contractor" SET state = 'DUPLICATE_EMAIL' WHERE id = 'ctr-mei'`);
      await pg.end();
      await context.close();
    }
  });
});
