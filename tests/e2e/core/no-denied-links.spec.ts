// [CORE] No link leads into 'Access Denied': the LSP user and the international-expansion admin go from their landing
// page to the onboarding checklist, and the LSP user to their provider's page; every link in the main content opens
// a page the user may see (the forbidden page, app/(app)/forbidden.tsx, says 'Access Denied/Forbidden').
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";

const DENIED = "Access Denied/Forbidden";

/** The distinct same-origin addresses the main content links to. */
async function linksInMain(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs)].filter((href) => new URL(href).origin === origin);
}

/** Opens every address and finds no forbidden page. */
async function expectNoneDenied(page: Page, hrefs: string[]) {
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).not.toBe(403);
    await expect(page.locator("main"), href).toBeVisible();
    await expect(page.getByRole("heading", { name: DENIED }), href).toHaveCount(0);
  }
}

/** From the landing page through the main navigation (inside the People menu for staff) to the checklist. */
async function openChecklist(page: Page, menu: string | null) {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  if (menu) await nav.getByRole("button", { name: menu, exact: true }).click();
  await nav.getByRole("link", { name: "Onboarding checklist", exact: true }).click();
  await expect(page).toHaveURL(/\/employees\/employee-checklist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Employee checklist" })).toBeVisible();
}

const CHECKLIST_USERS = [
  { key: "lsp", menu: null },
  { key: "ieAdmin", menu: "People" },
];

for (const { key, menu } of CHECKLIST_USERS) {
  test.describe(() => {
    test.use({ storageState: authFile(key) });
    test(`[CORE] ${key}: every link of the onboarding checklist opens`, async ({ page }) => {
      // One page visit per employee on the checklist.
      test.setTimeout(180_000);
      await openChecklist(page, menu);
      const links = await linksInMain(page);
      expect(links.length).toBeGreaterThan(0);
      await expectNoneDenied(page, links);
    });
  });
}

test.describe(() => {
  test.use({ storageState: authFile("lsp") });
  test("[CORE] lsp: the provider page offers no link to the LSP list, and every link on it opens", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "My provider", exact: true })
      .click();
    await expect(page).toHaveURL(/\/lsps\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "← All LSPs" })).toHaveCount(0);
    const links = await linksInMain(page);
    expect(links.length).toBeGreaterThan(0);
    await expectNoneDenied(page, links);
  });
});
