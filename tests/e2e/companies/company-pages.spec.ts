// [COMPANIES] The company pages a client reaches from the company page and the hire flow:
// - a manager of a client with overdue invoices follows the overdue banner's 'Review and make a payment' to the
//   company invoices page and sees the invoices (sortable, downloadable); another company's invoices are 404;
// - every internal side link of the company page (spec 3 section 2) opens a page, never 'Page not found', for a
//   super manager and for a customer-success admin; the add-employee form's back link (also with ?from=atlas)
//   leads to a page that exists;
// - the benefits catalogue (what is offered, cost, description) shows before the choice (spec 1 sections 4, 5).
//   The e2e server runs with clientBenefitSelection at its default (off, playwright.config.ts): the manager reads
//   the catalogue and the choice read-only there; a benefits admin, who chooses whatever the flag, sees the
//   catalogue before the choice.
// Seed (prisma/seed): Umbrella Health BV (id umbrella) has a client balance 45 days overdue and billed payroll
// periods 202609 and 202610; its super manager Ada Wong signs in with the demo password.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";

const UMBRELLA_MANAGER = "ada.wong@umbrella.example";
const OVERDUE = "Before you can add another employee you'll need to pay your outstanding invoices.";

async function expectAPage(page: Page, href: string) {
  // A link to another tab of the page already open is a same-document navigation: no response to read.
  const samePage = href.includes("#") && page.url().split("#")[0].endsWith(href.split("#")[0]);
  const response = await page.goto(href);
  if (!samePage) expect(response?.status(), `${href} answers`).toBeLessThan(400);
  await expect(page.getByRole("heading", { name: "Page not found" }), `${href} is a page`).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** The internal links of the company page's side panel (links and resources). */
async function sideLinks(page: Page, companyId: string): Promise<string[]> {
  await page.goto(`/companies/${companyId}`);
  const aside = page.getByRole("complementary", { name: "Company links and resources" });
  await expect(aside.getByTestId("company-side-links")).toBeVisible();
  return aside
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).filter(Boolean));
}

test.describe("[COMPANIES] overdue invoices", () => {
  test("a manager follows 'Review and make a payment' to the company invoices page and sees the invoices", async ({
    page,
  }) => {
    await signInThroughApi(page.request, UMBRELLA_MANAGER, DEMO_PASSWORD);
    await page.goto("/companies/umbrella/add-hire");
    await expect(page.getByText(OVERDUE)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Employee/ })).toBeDisabled();
    await page.getByRole("link", { name: "Review and make a payment" }).click();

    await expect(page).toHaveURL(/\/companies\/umbrella\/invoices$/);
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    const table = page.getByRole("table", { name: "Invoices" });
    for (const column of ["Invoice number", "Period", "Amount", "Status", "Due date"])
      await expect(table.getByRole("columnheader", { name: new RegExp(column) })).toBeVisible();
    const rows = page.getByTestId("invoice-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(0);
    // Something is still to pay (the 202610 run is unpaid in the seed).
    await expect(page.getByRole("list", { name: "Outstanding per currency" })).toBeVisible();

    // Sorted on the server: a click on Amount sorts by it, largest first.
    await page.getByRole("button", { name: /Amount/ }).click();
    await expect(table.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toBeVisible();

    // Each invoice downloads as CSV.
    const href = await rows.first().getByTestId("invoice-download").getAttribute("href");
    expect(href).toMatch(/^\/api\/invoice-reports\/companies\/umbrella\/invoices\/[^/]+\/download$/);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("Invoice number,Invoice date,Due date,Payroll period");

    // The company page links to the same page; another company's invoices are not found.
    await page.goto("/companies/umbrella");
    await page
      .getByRole("complementary", { name: "Company links and resources" })
      .getByRole("link", { name: "Invoices" })
      .click();
    await expect(page).toHaveURL(/\/companies\/umbrella\/invoices$/);
    // And the company page has them as a tab of its own: the same list, sortable, with its downloads.
    await page.goto("/companies/umbrella");
    await page.getByRole("tab", { name: "Invoices" }).click();
    const tabTable = page.getByRole("tabpanel").getByRole("table", { name: "Invoices" });
    await expect(tabTable.getByTestId("invoice-row").first()).toBeVisible();
    await expect(tabTable.getByTestId("invoice-download").first()).toHaveAttribute(
      "href",
      /^\/api\/invoice-reports\/companies\/umbrella\/invoices\/[^/]+\/download$/,
    );
    await page.goto("/companies/acme/invoices");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("[COMPANIES] company page side links (super manager)", () => {
  test.use({ storageState: authFile("superManager") });

  test("every side link opens a page; the tab links open their tab", async ({ page }) => {
    const hrefs = await sideLinks(page, "acme");
    // The spec's side links: the company, its documents and its managers; plus the invoices and hiring pages.
    for (const expected of ["#details", "#documents", "#managers", "/invoices", "/add-hire"])
      expect(
        hrefs.some((h) => h.includes(expected)),
        `a side link to ${expected}`,
      ).toBe(true);
    for (const href of hrefs) await expectAPage(page, href);

    // A tab link switches the tab in place.
    await page.goto("/companies/acme");
    const aside = page.getByRole("complementary", { name: "Company links and resources" });
    await aside.getByRole("link", { name: "Documents" }).click();
    await expect(page.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
    await aside.getByRole("link", { name: "Managers" }).click();
    await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#managers")).toBeVisible();
  });

  test("the add-employee form's back link, also when opened with ?from=atlas, leads to a page", async ({ page }) => {
    for (const query of ["", "?from=atlas", "?from=atlas-compare&country=DE"]) {
      await page.goto(`/companies/acme/add-pending-employee${query}`);
      const back = page.getByRole("link", { name: /^Back to/ }).first();
      const href = await back.getAttribute("href");
      expect(href).toBeTruthy();
      await expectAPage(page, href!);
    }
  });

  test("the benefits catalogue shows what is offered, its cost and description before the choice", async ({ page }) => {
    await page.goto("/companies/acme#benefits");
    const germany = page.getByRole("region", { name: "Germany" });
    const catalogue = germany.getByTestId("benefit-catalogue");
    await expect(catalogue).toContainText("What is offered");
    await expect(catalogue).toContainText("Private health insurance");
    await expect(catalogue).toContainText("Cost");
    await expect(catalogue).toContainText("From 3% of annual base salary");
    await expect(catalogue).toContainText("Benefits are provided by local insurers");
    const radios = germany.getByRole("radio");
    if ((await radios.count()) === 0) {
      // clientBenefitSelection off (the e2e default): the choice is shown read-only, after the catalogue.
      await expect(germany.getByText(/^Your choice:/)).toBeVisible();
    } else {
      const before = await catalogue.evaluate(
        (el, radio) => !!radio && !!(el.compareDocumentPosition(radio) & Node.DOCUMENT_POSITION_FOLLOWING),
        await radios.first().elementHandle(),
      );
      expect(before).toBe(true);
    }
  });
});

test.describe("[COMPANIES] company page side links (customer-success admin)", () => {
  test.use({ storageState: authFile("csAdmin") });

  test("every side link opens a page", async ({ page }) => {
    const hrefs = await sideLinks(page, "acme");
    expect(hrefs.some((h) => h.endsWith("/employees-upload"))).toBe(true);
    for (const href of hrefs) await expectAPage(page, href);
  });
});

test.describe("[COMPANIES] benefits admin", () => {
  test.use({ storageState: authFile("benefitsAdmin") });

  test("sees each country's catalogue before the choice and the consent wording for 'Remind me later'", async ({
    page,
  }) => {
    await page.goto("/benefits");
    await page.getByLabel("Client").selectOption("acme");
    const germany = page.getByRole("region", { name: "Germany" });
    const catalogue = germany.getByTestId("benefit-catalogue");
    await expect(catalogue).toContainText("From 3% of annual base salary");
    const choice = germany.getByRole("group", { name: "Add supplementary benefits in Germany?" });
    await expect(choice).toBeVisible();
    const before = await catalogue.evaluate(
      (el, group) => !!group && !!(el.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING),
      await choice.elementHandle(),
    );
    expect(before).toBe(true);
    // 'Remind me later' asks for the spec's consent before it can be saved (nothing is saved here).
    await choice.getByRole("radio", { name: "Remind me later" }).check();
    await expect(
      germany.getByRole("checkbox", {
        name: "I understand I can configure supplementary benefits at a later stage and that these come at an extra cost.",
      }),
    ).toBeVisible();
    await expect(germany.getByRole("button", { name: "Save choice for Germany" })).toBeDisabled();
  });
});
