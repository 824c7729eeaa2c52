// [LSP] An LSP user sees only their own provider's employees: another provider's employee is absent from the
// list, and its page and API answer not found (spec 3 section 6; tenancy in lib/access/).
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs } from "../companies/helpers";

type Item = { id: string; name: string; lsp: { id: string } | null };

test.use({ storageState: authFile("lsp") });

test("[LSP] an LSP user sees their provider's employees and not another provider's", async ({ page }) => {
  // As an admin: one employee of the user's provider (EuroEmploy) and one of another provider.
  const admin = await apiAs("admin");
  const firstOf = async (lspId: string) => {
    const res = await admin.get(`/api/employees?lspId=${lspId}&pageSize=1`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: Item[] }).items[0];
  };
  const own = await firstOf("euroemploy");
  const lsps = (await (await admin.get("/api/local-service-providers")).json()) as { items: { id: string }[] };
  let foreign: Item | undefined;
  for (const lsp of lsps.items.filter((l) => l.id !== "euroemploy")) {
    foreign = await firstOf(lsp.id);
    if (foreign) break;
  }
  await admin.dispose();
  expect(own, "a EuroEmploy employee in the demo data").toBeTruthy();
  expect(foreign, "another provider's employee in the demo data").toBeTruthy();

  // The list: every row is EuroEmploy's; searching the other provider's employee by name finds nobody.
  const mine = await page.request.get("/api/employees?pageSize=100");
  expect(mine.status()).toBe(200);
  const items = ((await mine.json()) as { items: Item[] }).items;
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((e) => e.lsp?.id === "euroemploy")).toBe(true);
  expect(items.map((e) => e.id)).not.toContain(foreign!.id);

  // The page (rendered with its first page of data): the own employee is linked, the other one is not, even
  // when searched by name (another employee may share the name, so links are matched by id).
  const linkTo = (id: string) => page.locator(`a[href="/employees/${id}"]`);
  await page.goto(`/employees?searchValue=${encodeURIComponent(own.name)}`);
  await expect(linkTo(own.id).first()).toBeVisible();
  await page.goto(`/employees?searchValue=${encodeURIComponent(foreign!.name)}`);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(foreign!.name);
  await expect(linkTo(foreign!.id)).toHaveCount(0);

  // The other provider's employee by id: not found, on the page and on the API.
  await page.goto(`/employees/${foreign!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect((await page.request.get(`/api/employees/${foreign!.id}`)).status()).toBe(404);
  await page.goto(`/employees/${own.id}`);
  await expect(page.getByRole("heading", { level: 1, name: own.name })).toBeVisible();
});
