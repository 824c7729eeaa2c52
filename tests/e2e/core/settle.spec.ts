// [CORE] support/settle.ts, which the accessibility sweep, the phone layout and the gates read pages after: once it
// returns, a list that loads through SWR after hydration has its rows, read once without waiting further.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { settle, trackSettling } from "../support/settle";

test.use({ storageState: authFile("admin") });

test("[CORE] a page read after settle() has its SWR rows and nothing busy", async ({ page }) => {
  await trackSettling(page.context());
  const api: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/employees")) api.push(request.url());
  });
  for (const url of ["/employees", "/employees?status=Active"]) {
    await page.goto(url);
    await settle(page);
    const state = await page.evaluate(() => ({
      rows: document.querySelectorAll("main table tbody tr").length,
      busy: document.querySelectorAll('[aria-busy="true"]').length,
    }));
    expect(state.rows, `${url}: rows on screen right after settle()`).toBeGreaterThan(0);
    expect(state.busy, `${url}: nothing marked busy`).toBe(0);
  }
  // The rows came from the browser's own requests (the list is fetched after hydration, not rendered on the server).
  expect(api.length).toBeGreaterThanOrEqual(2);
});
