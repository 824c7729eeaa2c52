// [CORE] The signed-in shell: 'Page not found' inside the shell for a signed-in user; a user whose roles give no
// main role gets the error notice (spec 1 section 6) instead of a page.
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { authFile, signInThroughApi } from "../support/auth";
import { E2E } from "../support/servers";

test.describe(() => {
  test.use({ storageState: authFile("manager") });
  test("[CORE] 'Page not found' for a signed-in user renders inside the shell, with the navigation", async ({
    page,
  }) => {
    for (const path of ["/no-such-page/anywhere", "/companies/acme/no-such-tab", "/employees/no-such-employee"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Employees" })).toBeVisible();
      await expect(page.getByTestId("signed-in-as")).toHaveText("Mark Manager");
    }
    // One click gets the user back to work.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Employees" }).click();
    await expect(page).toHaveURL(/\/employees$/);
  });
});

test("[CORE] 'Page not found' for a signed-out visitor has no shell", async ({ page }) => {
  const response = await page.goto("/404");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

// That every navigation entry of every role that reaches the app opens a page is proven by the accessibility sweep
// (a11y/axe.spec.ts), which opens each entry of each role anyway.

test("[CORE] a user whose roles give no main role gets the error notice, not a page", async ({ browser }) => {
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  const id = `e2e-no-main-role-${Date.now().toString(36)}`;
  const email = `${id}@omniplatform.example`;
  // A payroll role without admin gives no main role (spec 1 section 6); the password is the demo one.
  await db.query(
    `INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "seenPrivacyPolicy", "updatedAt")
     SELECT $1, $2, "passwordHash", 'Nora', 'Norole', true, now() FROM "User" WHERE email = 'admin@omniplatform.example'`,
    [id, email],
  );
  await db.query(`INSERT INTO "UserRole" (id, "userId", type) VALUES ($1, $2, 'payroll')`, [`${id}-role`, id]);
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    await signInThroughApi(context.request, email, DEMO_PASSWORD);
    const page = await context.newPage();
    for (const path of ["/", "/profile", "/employees"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error$/);
      await expect(
        page.getByRole("heading", { name: "Something went wrong, please contact our support team" }),
      ).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Sign out" })).toBeVisible();
  } finally {
    await context.close();
    await db.query(`DELETE FROM "User" WHERE id = $1`, [id]);
    await db.end();
  }
});
