// [HOME] Each role signs in, lands on its home (lib/navigation.ts homePath) and sees the 'Waiting for you' panel
// at the top with items that link to that role's lists (lib/home/, components/home/), or the empty sentence.
// Written without a browser run: the lead runs it. Counts against the lists are covered by
// tests/integration/home/*.test.ts; here each item's link must lead to a list the role reaches.
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";

type Landing = { key: string; home: RegExp; links: RegExp };
const LANDINGS: Landing[] = [
  // General admins: seats per company, terminations to review, hires not yet Active.
  {
    key: "admin",
    home: /\/companies$/,
    links: /^\/(companies\/[^/]+#pending-employees|terminations|employees\?|employees\/[^/?#]+$)/,
  },
  // Payroll admins land on /companies too, with the pay reports waiting per workbook and status.
  {
    key: "payrollAdmin",
    home: /\/companies$/,
    links: /^\/(payroll\/payroll-instances\/[^/?]+\?status=|companies\/|terminations|employees\?|employees\/[^/?#]+$)/,
  },
  // Finance admins: overdue invoices per client and failed invoice logs.
  {
    key: "financeAdmin",
    home: /\/companies$/,
    // Finance admins may see payroll too (admin+finance is in the payroll area): failed pay reports link there.
    links:
      /^\/(companies\/[^/]+\/invoices\?|finance$|companies\/[^/]+#|terminations|employees\?|employees\/[^/?#]+$|payroll\/payroll-instances\/[^/?]+\?status=)/,
  },
  { key: "benefitsSpecialist", home: /\/payroll$/, links: /^\/payroll\/payroll-instances\/[^/?]+\?status=/ },
  // Managers: approvals, hires in progress, invoices.
  {
    key: "manager",
    home: /\/employees$/,
    links:
      /^\/(expenses\?status=|timesheets\?month=|time-off$|employees(#pending-employees|\?onboardingStatus=|\/)|companies\/[^/]+\/invoices\?)/,
  },
  {
    key: "superManager",
    home: /\/employees$/,
    links:
      /^\/(expenses\?status=|timesheets\?month=|time-off$|employees(#pending-employees|\?onboardingStatus=|\/)|companies\/[^/]+\/invoices\?)/,
  },
  { key: "lsp", home: /\/employees$/, links: /^\/employees(\?onboardingStatus=|\/)/ },
  // Employees: contracts to sign, onboarding steps, their expenses and time off; what is next in payroll.
  { key: "employee", home: /\/profile$/, links: /^\/(expenses|time-off|pay|employees\/[^/]+(\/contracts\/[^/]+)?)$/ },
];

function panel(page: Page) {
  return page.getByRole("region", { name: "Waiting for you" });
}

for (const landing of LANDINGS) {
  test.describe(() => {
    test.use({ storageState: authFile(landing.key) });

    test(`${landing.key} lands on a page that shows what is waiting`, async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(landing.home);
      const waiting = panel(page);
      await expect(waiting).toBeVisible();
      await expect(waiting.getByRole("heading", { name: "Waiting for you", exact: true })).toBeVisible();
      const links = waiting.getByRole("link");
      const count = await links.count();
      if (count === 0) {
        await expect(waiting.getByText("Nothing is waiting for you.", { exact: true })).toBeVisible();
        return;
      }
      for (let i = 0; i < count; i += 1) {
        const href = await links.nth(i).getAttribute("href");
        expect(href, `link ${i} of ${landing.key}`).toMatch(landing.links);
      }
    });
  });
}

test.describe(() => {
  test.use({ storageState: authFile("manager") });

  test("a manager's first waiting item opens its list", async ({ page }) => {
    await page.goto("/employees");
    const first = panel(page).getByRole("listitem").first().getByRole("link").first();
    test.skip((await first.count()) === 0, "nothing is waiting for the demo manager");
    const href = (await first.getAttribute("href"))!;
    await first.click();
    const path = href.split(/[?#]/)[0];
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}([?#].*)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ storageState: authFile("employee") });

  test("the employee's panel shows on the profile page", async ({ page }) => {
    await page.goto("/profile");
    const waiting = panel(page);
    await expect(waiting).toBeVisible();
    const items = waiting.getByRole("listitem");
    if ((await items.count()) === 0)
      await expect(waiting.getByText("Nothing is waiting for you.", { exact: true })).toBeVisible();
    // The profile page itself stays: its heading, then the card with name and e-mail.
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  });
});
