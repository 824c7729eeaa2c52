// [CORE] The API reference: /api/openapi.json for a signed-in browser session, /api-docs rendered from it and
// usable from the keyboard (filter, then open an operation with Enter).
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";

test.describe("api docs", () => {
  test.use({ storageState: authFile("employee") });

  test("[CORE] a signed-in employee reads the OpenAPI document and browses it by keyboard", async ({ page }) => {
    const json = await page.request.get("/api/openapi.json");
    expect(json.status()).toBe(200);
    const doc = await json.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/employees/paginated"].get["x-permission"]).toBe("employees.list");

    await page.goto("/api-docs");
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    const filter = page.getByLabel("Filter operations");
    await filter.fill("employees/paginated");
    await expect(page.getByRole("status")).toHaveText("1 operation");
    await filter.press("Tab");
    const summary = page.locator("summary", { hasText: "/api/employees/paginated" });
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    const details = page.locator("details", { has: summary });
    await expect(details).toHaveAttribute("open", "");
    await expect(details.getByText("employees.list")).toBeVisible();
    await expect(details.getByRole("table", { name: /Parameters of GET \/api\/employees\/paginated/ })).toBeVisible();
    await expect(details.getByRole("cell", { name: "searchValue" })).toBeVisible();
    // The answer's schema, from the route's own response schema.
    await expect(details.getByText("Response 200")).toBeVisible();
    await expect(details.getByLabel("Response schema of GET /api/employees/paginated")).toContainText('"nextCursor"');
  });
});

test.describe("api docs signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("[CORE] signed out, the document answers 401 and the page sends to sign-in", async ({ page, request }) => {
    expect((await request.get("/api/openapi.json")).status()).toBe(401);
    await page.goto("/api-docs");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fapi-docs/);
  });
});
