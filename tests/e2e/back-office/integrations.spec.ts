// [spec 3 §2] Feature flags control the new integration and benefits navigation. On the e2e server (flags on) an OP
// admin reaches the back-office Integrations page from the Settings menu: ERP export, webhooks, API tokens and single
// sign-on, each with its state, linking to the pages the viewer may open; a general admin sees the states without
// the OP admin's links. The read-only server runs with both flags off: no entry, and both pages answer 404.
import { expect, test, type Browser } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

async function pageOf(browser: Browser, key: string, readOnly = false) {
  const context = await browser.newContext({
    baseURL: readOnly ? E2E.readOnlyBaseURL : E2E.baseURL,
    storageState: authFile(key, readOnly),
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test("[spec 3 §2] newIntegration on: the Integrations entry leads to each integration's state", async ({ browser }) => {
  const { page, close } = await pageOf(browser, "opAdmin");
  await page.goto("/companies");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await nav.getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/back-office\/integrations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  for (const name of ["ERP export", "Webhooks", "API tokens", "Single sign-on"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  // No ERP endpoint is configured on the e2e server.
  await expect(page.getByTestId("integration-erp-export")).toContainText("Not configured: set ERP_EXPORT_URL");
  await page.getByRole("link", { name: "Manage Single sign-on" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await close();

  const general = await pageOf(browser, "admin");
  await general.page.goto("/back-office/integrations");
  await expect(general.page.getByTestId("integration-webhooks")).toBeVisible();
  await expect(general.page.getByRole("link", { name: "Manage Webhooks" })).toHaveCount(0);
  await expect(general.page.getByRole("link", { name: "Manage API tokens" })).toBeVisible();
  await general.close();
});

test("[spec 3 §2] newIntegration and benefits off: no entries, and their pages answer 404", async ({ browser }) => {
  const op = await pageOf(browser, "opAdmin", true);
  await op.page.goto("/companies");
  const nav = op.page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Webhooks" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Integrations" })).toHaveCount(0);
  expect((await op.page.goto("/back-office/integrations"))?.status()).toBe(404);
  await op.close();

  const benefits = await pageOf(browser, "benefitsAdmin", true);
  await benefits.page.goto("/companies");
  const bar = benefits.page.getByRole("navigation", { name: "Main" });
  await expect(bar.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Benefits" })).toHaveCount(0);
  expect((await benefits.page.goto("/benefits"))?.status()).toBe(404);
  await benefits.close();
});

test("[spec 3 §2] benefits on: a benefits admin's navigation has Benefits", async ({ browser }) => {
  const { page, close } = await pageOf(browser, "benefitsAdmin");
  await page.goto("/companies");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Benefits" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Benefits" })).toBeVisible();
  await close();
});
