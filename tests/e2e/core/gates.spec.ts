// [CORE] Gated users stay on their gate by every means (issue 10 finding 5): a full load, a link on the gate
// page, and client-side navigation (the Next router, as a nav link click does) to every page the role would
// otherwise reach. The gate page shows no navigation.
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

type NextWindow = { next: { router: { push(href: string): void } } };

async function clientNavigate(page: Page, href: string) {
  const arrived = page.waitForResponse(
    (res) => new URL(res.url()).pathname === href.split("?")[0] && res.request().headers()["rsc"] === "1",
  );
  await page.evaluate((target) => (window as unknown as NextWindow).next.router.push(target), href);
  await arrived;
  await page.waitForLoadState("networkidle");
}

async function expectOnGate(page: Page, gate: RegExp, heading: string) {
  await expect(page).toHaveURL(gate);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveCount(0);
}

async function staysOnGate(page: Page, gate: RegExp, heading: string, targets: string[]) {
  await page.goto("/");
  await expectOnGate(page, gate, heading);
  // Every internal link the gate page offers (signing out aside) leads back to the gate.
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).filter((h) => h !== "/logout"));
  for (const href of hrefs) {
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForLoadState("networkidle");
    await expectOnGate(page, gate, heading);
  }
  for (const target of targets) {
    await clientNavigate(page, target);
    await expectOnGate(page, gate, heading);
    const direct = await page.goto(target);
    expect(direct?.ok(), `full load of ${target}`).toBe(true);
    await expectOnGate(page, gate, heading);
  }
}

test.describe(() => {
  test.use({ storageState: authFile("reviewManager") });
  test("[CORE] the needs-review manager stays on the company edit form by every means of navigation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await staysOnGate(page, /\/companies\/newco\/edit$/, "Edit company details", [
      "/employees",
      "/companies/newco",
      "/permissions",
      "/profile",
      "/account-details",
      "/account-details/api-tokens",
      "/companies/newco/add-hire",
    ]);
  });
});

test.describe.serial(() => {
  test.use({ storageState: authFile("incompleteEmployee") });
  const TARGETS = ["/profile", "/employees/emp-incomplete", "/account-details", "/employees", "/companies/acme"];

  test("[CORE] a user who has not accepted the privacy policy stays on the consent screen", async ({ page }) => {
    test.setTimeout(120_000);
    await staysOnGate(page, /\/privacy-policy$/, "Privacy policy", TARGETS);
  });

  test("[CORE] the new hire with required fields missing stays on their profile edit page", async ({ page }) => {
    test.setTimeout(120_000);
    const db = new Client({ connectionString: E2E.databaseUrl });
    await db.connect();
    await db.query(`UPDATE "User" SET "seenPrivacyPolicy" = true WHERE email = 'new.hire@acme.example'`);
    try {
      await staysOnGate(
        page,
        /\/employees\/emp-incomplete\/edit$/,
        "Complete basic profile",
        TARGETS.filter((t) => t !== "/employees/emp-incomplete"),
      );
    } finally {
      // Other tests rely on the seeded state: the new hire has not accepted the policy.
      await db.query(`UPDATE "User" SET "seenPrivacyPolicy" = false WHERE email = 'new.hire@acme.example'`);
      await db.end();
    }
  });
});
