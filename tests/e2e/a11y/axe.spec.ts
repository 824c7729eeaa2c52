// Finding 13: axe (WCAG 2.1 A and AA) over every page of every demo role: each role's navigation, the main
// detail pages it may open, and every dialog those pages open (buttons marked aria-haspopup="dialog"). Opening a
// dialog is harmless (each is closed with Escape), and focus must come back to its opener (finding 10).
// 0 violations allowed. Each role's figures go to test-results/a11y/<role>.json. The same visits fail on any
// Content-Security-Policy violation: a `securitypolicyviolation` event or a report on the console (issue 28 'Headers').
// They also prove the shell's promise that every navigation entry of a role that reaches the app opens a page (an
// answer under 400, no 'Page not found'): the sweep opens each entry anyway, so a second walk would repeat it.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeScan } from "../support/axe";
import { DEMO_ACCOUNTS } from "../../../prisma/demo-accounts";
import { authFile } from "../support/auth";
import { collectCspViolations } from "../support/csp-violations";
import { E2E } from "../support/servers";
import { settle, trackSettling } from "../support/settle";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const MAX_DIALOGS_PER_PAGE = 4;
// The accounts that reach the app: the gated ones are covered by core/gates.spec.ts, the contractor has another site.
const GATED = ["contractor", "reviewManager", "incompleteEmployee"];

type Finding = { where: string; rule: string; impact: string | null | undefined; nodes: string[] };

// The employee page's record pages (spec 3 section 2: documents, employments; time off filtered to the employee).
const EMMA_RECORDS = ["/employees/emp-emma/documents", "/employees/emp-emma/employments"];

/** Detail pages, reached through links of the pages that list them (ids are the seed's, found by clicking). */
const DETAILS: Record<string, (page: Page) => Promise<string[]>> = {
  admin: async (page) => [
    "/companies/acme",
    "/companies/acme/managers/mgr-acme",
    "/employees/emp-emma",
    ...EMMA_RECORDS,
    "/time-off?employeeId=emp-emma",
    ...(await pendingAndOrderForm(page)),
    ...(await terminationPages(page)),
  ],
  superManager: async (page) => [
    "/companies/acme",
    "/companies/acme/invoices",
    "/companies/acme/approval-chains",
    "/employees/emp-emma",
    ...EMMA_RECORDS,
    ...(await pendingAndOrderForm(page)),
  ],
  manager: async (page) => [
    "/companies/acme",
    "/employees/emp-emma",
    ...EMMA_RECORDS,
    "/time-off?employeeId=emp-emma",
    ...(await pendingAndOrderForm(page)),
    ...(await terminationPages(page)),
  ],
  payrollAdmin: async (page) => {
    const instance = "/payroll/payroll-instances/wb-2026-10";
    await page.goto(instance);
    const preview = await firstHref(page, 'a[href*="/pay-report-preview/"]');
    const bill = await firstHref(page, 'a[href*="/lspBillsDetail"]');
    await page.goto(`${instance}#lsp-bills`);
    const billFromTab = await firstHref(page, 'a[href*="/lspBillsDetail"]');
    await page.goto(instance);
    const country = await firstHref(page, 'a[href*="/countries/"]');
    let frame: string | null = null;
    if (country) {
      await page.goto(country);
      frame = await firstHref(page, 'a[href*="/data-frames/"]');
    }
    return [instance, `${instance}#lsp-bills`, preview, bill ?? billFromTab, country, frame].filter(
      (u): u is string => !!u,
    );
  },
  // Finance admins reach /finance from the navigation; /balances (a manager's entry) they open by address.
  financeAdmin: async () => ["/finance", "/balances"],
  employee: async () => [
    "/employees/emp-emma",
    ...EMMA_RECORDS,
    "/companies/acme/employee/emp-emma/resignation",
    // Public, but reached from the employee's /pay (their signed record's verification).
    "/verify-record",
  ],
};

async function firstHref(page: Page, selector: string): Promise<string | null> {
  const link = page.locator(selector).first();
  try {
    await link.waitFor({ timeout: 8000 });
  } catch {
    return null;
  }
  return link.getAttribute("href");
}

async function pendingAndOrderForm(page: Page): Promise<string[]> {
  await page.goto("/companies/acme#pending-employees");
  const pending = await firstHref(page, 'a[href*="/pending-employee/"]');
  if (!pending) return [];
  const seatId = pending.split("/pending-employee/")[1].split(/[/?#]/)[0];
  return [pending, `/employees/new/${seatId}/order-form`, `/employees/new/${seatId}/order-form?review=1`];
}

/** A termination request's view (first row of /terminations) and the request form for an Active employee. */
async function terminationPages(page: Page): Promise<string[]> {
  await page.goto("/terminations");
  const view = await firstHref(page, 'a[href*="/termination-requests/"]');
  return [...(view ? [view] : []), "/companies/acme/employee/emp-emma/termination-requests/add"];
}

/** Scans the page, or only an open dialog: the page behind it was scanned just before (and is inert meanwhile). */
async function scan(page: Page, where: string, findings: Finding[], within?: string) {
  const builder = axeScan(page).withTags(TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  for (const v of result.violations)
    findings.push({ where, rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) });
}

// The roles with the most pages are swept in parts (every part finds the same page list, then scans every
// `parts`-th page from its own offset), so the two workers share a long sweep instead of one running it alone.
const PARTS: Record<string, number> = { admin: 3, superManager: 2, manager: 2, employee: 2, payrollAdmin: 2 };
test.describe.configure({ mode: "parallel" });
const sweeps = DEMO_ACCOUNTS.flatMap((account) =>
  Array.from({ length: PARTS[account.key] ?? 1 }, (_, part) => ({ account, part, parts: PARTS[account.key] ?? 1 })),
);

for (const { account, part, parts } of sweeps) {
  const label = parts > 1 ? ` (part ${part + 1} of ${parts})` : "";
  test(`[A11Y] ${account.key}: every page and dialog passes axe (WCAG 2.1 AA)${label}`, async ({ browser }) => {
    // A safety net for a loaded machine: a part visits at most about 25 pages and their dialogs.
    test.setTimeout(600_000);
    // Reduced motion: colours are measured at rest, not halfway through a fade (the product honours the setting).
    const context = await browser.newContext({
      storageState: authFile(account.key),
      baseURL: E2E.baseURL,
      reducedMotion: "reduce",
    });
    // SWR lists load after hydration: each page is scanned once they have (support/settle.ts).
    await trackSettling(context);
    const page = await context.newPage();
    const cspViolations = await collectCspViolations(page);
    const findings: Finding[] = [];
    const focusLost: string[] = [];
    const brokenEntries: string[] = [];
    let scans = 0;
    let dialogs = 0;
    // Where the sweep's time goes (ms), in the role's figures file.
    const time = { load: 0, scan: 0, dialogs: 0 };
    const since = (started: number) => Math.round(performance.now() - started);

    // Contractors are sent to the contractor site (another host): nothing of this app to scan for them.
    const home = await context.request.get("/", { maxRedirects: 0 });
    const location = home.headers()["location"];
    const onSite = !location || new URL(location, E2E.baseURL).origin === E2E.baseURL;
    if (!onSite) {
      expect(account.roles).toContain("contractor");
      await context.close();
      return;
    }
    await page.goto("/");
    await settle(page);
    const nav = onSite
      ? await page
          .locator('nav[aria-label="Main"] a[href^="/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))
      : [];
    const details = onSite ? ((await DETAILS[account.key]?.(page)) ?? []) : [];
    const accountPages = onSite ? ["/account-details", "/account-details/edit", "/account-details/api-tokens"] : [];
    const pages = [...new Set([page.url().replace(E2E.baseURL, "") || "/", ...nav, ...details, ...accountPages])];

    const walker = !GATED.includes(account.key);
    if (walker) expect(nav.length, `${account.key} has navigation entries`).toBeGreaterThan(0);
    const entries = new Set(nav);

    const mine = pages.filter((_, index) => index % parts === part);
    for (const url of mine) {
      let started = performance.now();
      const response = await page.goto(url);
      await settle(page);
      time.load += since(started);
      if (walker && entries.has(url)) {
        const notFound = await page.getByRole("heading", { name: "Page not found" }).count();
        if (!response || response.status() >= 400 || notFound > 0) brokenEntries.push(`${url}: ${response?.status()}`);
      }
      const where = `${account.key} ${url} (${page.url().replace(E2E.baseURL, "")})`;
      started = performance.now();
      await scan(page, where, findings);
      time.scan += since(started);
      scans++;
      started = performance.now();
      const openers = page.locator('button[aria-haspopup="dialog"]:visible:enabled');
      const count = Math.min(await openers.count(), MAX_DIALOGS_PER_PAGE);
      for (let i = 0; i < count; i++) {
        const opener = openers.nth(i);
        const name = ((await opener.textContent()) ?? "").trim() || ((await opener.getAttribute("aria-label")) ?? "");
        await opener.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        try {
          await dialog.waitFor({ timeout: 3000 });
        } catch {
          continue; // the button navigated or was refused (for example, missing fields)
        }
        // Scanned once at rest: Radix has moved focus into the dialog and no open animation is running (the
        // scan reports what it finds either way; this only waits, at most a second, for that state).
        await expect
          .poll(
            () =>
              dialog.evaluate(
                (el) =>
                  el.contains(document.activeElement) &&
                  document.getAnimations().every((animation) => animation.playState !== "running"),
              ),
            { timeout: 1000 },
          )
          .toBe(true)
          .catch(() => undefined);
        await scan(page, `${where} dialog "${name}"`, findings, '[role="dialog"]');
        scans++;
        dialogs++;
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        // Radix moves focus back in a timeout after the dialog has gone: allow it a second before calling it lost.
        const focusBack = await expect
          .poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 1000 })
          .toBe(true)
          .then(() => true)
          .catch(() => false);
        if (!focusBack) focusLost.push(`${where} "${name}"`);
      }
      time.dialogs += since(started);
    }

    fs.mkdirSync(path.join("test-results", "a11y"), { recursive: true });
    fs.writeFileSync(
      path.join("test-results", "a11y", `${account.key}${parts > 1 ? `-${part + 1}` : ""}.json`),
      JSON.stringify(
        { role: account.key, part: part + 1, parts, pages: mine.length, dialogs, scans, time, findings, focusLost },
        null,
        2,
      ),
    );
    await context.close();
    expect(brokenEntries, `every navigation entry of ${account.key} opens a page`).toEqual([]);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    expect(focusLost, "focus returns to the dialog's opener").toEqual([]);
    expect(cspViolations, "no Content-Security-Policy violation on any page").toEqual([]);
    if (onSite) expect(scans).toBeGreaterThan(2);
  });
}
