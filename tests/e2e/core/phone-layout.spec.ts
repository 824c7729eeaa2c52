// [CORE] The phone layout (issue 'Screens people finish their work on'): at 390x844 the navigation collapses
// behind a Menu button (a disclosure: aria-expanded, focus moves into the menu, Escape closes it and returns
// focus), and every page a role reaches through that menu fits the screen: no page is wider than the viewport
// (wide tables scroll inside their cards). Every entry is opened by clicking through the menu, not by URL.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../prisma/demo-accounts";
import { authFile } from "../support/auth";
import { settle, trackSettling } from "../support/settle";

// The accounts that reach the app (the gated ones and the contractor have no navigation to walk).
const WALKERS = DEMO_ACCOUNTS.filter((a) => !["contractor", "reviewManager", "incompleteEmployee"].includes(a.key));

type Entry = { label: string; href: string; group: string | null };

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page) => mainNav(page).getByRole("button", { name: "Menu", exact: true });

async function openMenu(page: Page) {
  const button = menuButton(page);
  await expect(button).toBeVisible();
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

/** The internal links of a list, as label and address. */
async function linksIn(page: Page, listId: string | null, group: string | null): Promise<Entry[]> {
  const scope = listId ? page.locator(`[id="${listId}"]`) : mainNav(page);
  const links = await scope
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => ({ label: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" })));
  return links.filter((l) => l.href.startsWith("/")).map((l) => ({ ...l, group }));
}

/** Every entry of the menu: its top-level links, then each group's links (opened one by one). */
async function menuEntries(page: Page): Promise<Entry[]> {
  await openMenu(page);
  const entries = await linksIn(page, null, null);
  const groups = mainNav(page).getByRole("button").filter({ hasNotText: "Menu" });
  const names = (await groups.allTextContents()).map((t) => t.replace(/[▾▴]/g, "").trim());
  for (const name of names) {
    const button = mainNav(page).getByRole("button", { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    entries.push(...(await linksIn(page, await button.getAttribute("aria-controls"), name)));
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
  return entries;
}

async function widthOf(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

test.use({ viewport: { width: 390, height: 844 } });

for (const account of WALKERS) {
  test.describe(() => {
    test.use({ storageState: authFile(account.key) });
    test(`[CORE] ${account.key} on a phone: the menu opens every entry and no page is wider than the screen`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await trackSettling(page.context());
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

      // The disclosure: collapsed by default, focus moves into it, Escape closes it and returns focus.
      const button = menuButton(page);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(mainNav(page).getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      await expect(mainNav(page).getByRole("link")).toHaveCount(0);

      const entries = await menuEntries(page);
      await page.keyboard.press("Escape");
      expect(entries.length).toBeGreaterThan(0);

      const offenders: string[] = [];
      const home = await widthOf(page);
      if (home.scrollWidth > home.innerWidth) offenders.push(`${page.url()} (home): ${home.scrollWidth}px`);
      for (const entry of entries) {
        await openMenu(page);
        if (entry.group) await mainNav(page).getByRole("button", { name: entry.group, exact: true }).click();
        await mainNav(page).getByRole("link", { name: entry.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === entry.href);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        // Tables fill in from their API calls; measure once the page has settled.
        await settle(page);
        const { scrollWidth, innerWidth } = await widthOf(page);
        if (scrollWidth > innerWidth)
          offenders.push(`${entry.label} ${entry.href}: ${scrollWidth}px wide on a ${innerWidth}px screen`);
        // The menu closed itself on the way.
        await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      }
      expect(offenders, `pages wider than the phone screen:\n${offenders.join("\n")}`).toEqual([]);
    });
  });
}
