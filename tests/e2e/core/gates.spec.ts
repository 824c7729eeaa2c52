// [CORE] Gated users stay on their gate by every means (issue 10 finding 5): a full load, a link on the gate
// page, and client-side navigation (the Next router, as a nav link click does) to every page the role would
// otherwise reach. The gate page shows no navigation.
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";
import { settle, trackSettling } from "../support/settle";
import { E2E } from "../support/servers";

type NextWindow = { next: { router: { push(href: string): void } } };

async function clientNavigate(page: Page, href: string) {
  const arrived = page.waitForResponse(
    (res) => new URL(res.url()).pathname === href.split("?")[0] && res.request().headers()["rsc"] === "1",
  );
  await page.evaluate((target) => (window as unknown as NextWindow).next.router.push(target), href);
  await arrived;
  await settle(page);
}

async function expectOnGate(page: Page, gate: RegExp, heading: string) {
  await expect(page).toHaveURL(gate);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveCount(0);
}

async function staysOnGate(page: Page, gate: RegExp, heading: string, targets: string[]) {
  await trackSettling(page.context());
  await page.goto("/");
  await expectOnGate(page, gate, heading);
  // Every internal link the gate page offers (signing out aside) leads back to the gate.
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).filter((h) => h !== "/logout"));
  for (const href of hrefs) {
    await page.locator(`a[href="${href}"]`).first().click();
    await settle(page);
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

test("[CORE] a manager of a needs-review company stays on the company edit form by every means of navigation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A company of its own, flagged like the seeded newco (review-manager.spec.ts releases newco meanwhile),
  // and a super manager of it who signs in with the demo password.
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  const id = `e2e-review-${Date.now().toString(36)}`;
  await db.query(`CREATE TEMP TABLE fresh_company AS SELECT * FROM "Company" WHERE id = 'newco'`);
  await db.query(`UPDATE fresh_company SET id = $1, name = 'Review Gate GmbH', "externalId" = NULL`, [id]);
  await db.query(`INSERT INTO "Company" SELECT * FROM fresh_company`);
  await db.query(`UPDATE "Company" SET "needsManagerReview" = true WHERE id = $1`, [id]);
  const email = `${id}@newco.example`;
  await db.query(
    `INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "seenPrivacyPolicy", "updatedAt")
     SELECT $1, $2, "passwordHash", 'Rita', 'Review', true, now() FROM "User" WHERE email = 'manager@newco.example'`,
    [id, email],
  );
  await db.query(
    `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes)
     VALUES ($1, $1, 'manager', $1, ARRAY['employees:*', 'super-manager'])`,
    [id],
  );
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    await signInThroughApi(context.request, email, DEMO_PASSWORD);
    const page = await context.newPage();
    await staysOnGate(page, new RegExp(`/companies/${id}/edit$`), "Edit company details", [
      "/employees",
      `/companies/${id}`,
      "/permissions",
      "/profile",
      "/account-details",
      "/account-details/api-tokens",
      `/companies/${id}/add-hire`,
    ]);
  } finally {
    await context.close();
    await db.query(`DELETE FROM "User" WHERE id = $1`, [id]);
    await db.query(`DELETE FROM "Company" WHERE id = $1`, [id]);
    await db.end();
  }
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
