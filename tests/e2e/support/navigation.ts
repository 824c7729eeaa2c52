import type { Page } from "@playwright/test";

/** Opens a page as a user would: from the landing page, through the main navigation (its menu first, if grouped). */
export async function openFromNavigation(page: Page, name: string, group?: string) {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  if (group) await nav.getByRole("button", { name: group }).click();
  await nav.getByRole("link", { name, exact: true }).click();
}
