import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe scan of the page as the suites run it. Legacy mode runs axe in the page itself: the default opens a blank
 * page for every scan to merge the frames' results (there are no cross-origin frames to merge here), which made a
 * scan 2-3 times slower. Only violations are collected: axe then builds no node details for the passing checks.
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
