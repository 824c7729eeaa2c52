// How the journeys' steps are driven (issue 26, 'Keyboard and phone'): the same steps (journey-steps.ts) run once
// with the keyboard only and once on a phone's screen with taps. A driver says how a control is used and what is
// checked after each page of the way.
//   keyboard: every control reached with Tab (tabTo) and used with Enter, Space or the arrow keys; text typed;
//             selects and date fields get their value from Playwright on the focused control (no pointer either).
//   phone:    taps and fills at 390x844, pages opened through the Menu button, no page wider than the screen.
import { expect, type Locator, type Page } from "@playwright/test";
import { chooseRadio, expectFocusNotOnBody, expectNoOverflow, tabTo } from "./journey-helpers";

export type JourneyDriver = {
  name: "keyboard" | "phone";
  /** Follows a link or presses a button. */
  press(page: Page, target: Locator): Promise<void>;
  /** Puts text into a field: typed key by key (keyboard) or filled (phone). */
  type(page: Page, field: Locator, text: string): Promise<void>;
  /** Sets a select or a date field, reached first by Tab on the keyboard. */
  set(page: Page, field: Locator, set: (field: Locator) => Promise<unknown>): Promise<void>;
  /** Ticks a checkbox. */
  tick(page: Page, checkbox: Locator): Promise<void>;
  /** Picks the answer of a radio group. */
  choose(page: Page, group: Locator, answer: string): Promise<void>;
  /** Opens an entry of the main navigation from the landing page (on a phone, through the Menu button). */
  openFromNav(page: Page, label: string, url: RegExp): Promise<void>;
  /** The checks after a page of the way settled (on a phone: no wider than the screen). */
  settled(page: Page, where: string): Promise<void>;
  /** The checks on a dialog as it opens (on a phone: it fits the screen). */
  dialogOpened(dialog: Locator): Promise<void>;
  /** After a dialog closed with its opener gone: focus is on the page, and (keyboard) Tab goes on from there. */
  focusKept(page: Page): Promise<void>;
};

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function headingShown(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

export const keyboard: JourneyDriver = {
  name: "keyboard",
  async press(page, target) {
    await tabTo(page, target);
    await page.keyboard.press("Enter");
  },
  async type(page, field, text) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  },
  async set(page, field, set) {
    await tabTo(page, field);
    await set(field);
  },
  async tick(page, checkbox) {
    await tabTo(page, checkbox);
    await page.keyboard.press("Space");
    await expect(checkbox).toBeChecked();
  },
  choose: (page, group, answer) => chooseRadio(page, group, answer),
  async openFromNav(page, label, url) {
    await keyboard.press(page, mainNav(page).getByRole("link", { name: label, exact: true }));
    await headingShown(page, url);
  },
  settled: async () => {},
  dialogOpened: async () => {},
  async focusKept(page) {
    await expectFocusNotOnBody(page);
    // And Tab goes on from there (the toast does not trap it).
    await page.keyboard.press("Tab");
    await expectFocusNotOnBody(page);
  },
};

export const PHONE_VIEWPORT = { width: 390, height: 844 };

export const phone: JourneyDriver = {
  name: "phone",
  press: (_page, target) => target.click(),
  type: (_page, field, text) => field.fill(text),
  set: async (_page, field, set) => void (await set(field)),
  async tick(_page, checkbox) {
    await checkbox.check();
    await expect(checkbox).toBeChecked();
  },
  choose: (_page, group, answer) => group.getByRole("radio", { name: answer, exact: true }).check(),
  async openFromNav(page, label, url) {
    const menu = mainNav(page).getByRole("button", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: label, exact: true }).click();
    await headingShown(page, url);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expectNoOverflow(page, label);
  },
  settled: (page, where) => expectNoOverflow(page, where),
  async dialogOpened(dialog) {
    // The dialog fits the phone's screen.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
  },
  focusKept: (page) => expectFocusNotOnBody(page),
};
