// A payroll admin judges a finding of the anomaly checks (Chromium, production build): from the payroll home,
// through October's workbook and its LSP bills, to FrancePay's cycle 1 bill, whose report the demo seed ran the
// checks over; opens Arthur Thomas's findings, reads the pay-change sentence and its check's track record, marks it
// 'Confirmed mistake' and sees the record's count of confirmed mistakes go up by one. Then a finding of one of the
// checks that read what the platform knows: Gabriel Durand's approved expense that October's register does not pay.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("payrollAdmin") });

const CONFIRMED =
  /Of this check's last (?:\d+ findings|finding): (\d+) confirmed as (?:a mistake|mistakes), \d+ justified as correct\./;

async function confirmedCount(record: Locator): Promise<number> {
  await expect(record).toHaveText(CONFIRMED);
  return Number(CONFIRMED.exec((await record.textContent()) ?? "")![1]);
}

async function openFrenchOctoberBill(page: Page) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payroll", exact: true }).click();
  // The payroll home's outcomes table counts the seeded findings per check and provider.
  await expect(page.getByTestId("check-outcomes")).toContainText("FrancePay SAS");
  await page.getByRole("tab", { name: "Workbooks" }).click();
  await page.getByRole("link", { name: "October 2026 - Workbook", exact: true }).click();
  await page.getByRole("tab", { name: /LSP bills/i }).click();
  await page.getByRole("link", { name: /^FR: FrancePay SAS · Cycle 1$/ }).click();
  await expect(page.getByRole("heading", { name: /FrancePay SAS/ })).toBeVisible();
}

/** Marks the finding a confirmed mistake and expects its check's record to count one more. */
async function confirmAndSeeRecordMove(finding: Locator) {
  const record = finding.getByTestId("check-track-record");
  const confirm = finding.getByRole("button", { name: "Confirmed mistake" });
  // The e2e database is reused between specs: start from a finding not yet confirmed.
  if (await confirm.isDisabled()) {
    await finding.getByRole("button", { name: "Justified, correct" }).click();
    await expect(confirm).toBeEnabled();
  }
  const before = await confirmedCount(record);
  await confirm.click();
  await expect(confirm).toHaveAttribute("aria-pressed", "true");
  await expect(finding).toContainText("Verdict: Confirmed mistake");
  await expect.poll(() => confirmedCount(record)).toBe(before + 1);
}

test("[PAYROLL] payroll admin marks a finding a confirmed mistake and sees the check's record move", async ({
  page,
}) => {
  await openFrenchOctoberBill(page);
  await page.locator('[data-employee="Arthur Thomas"]').getByTestId("finding-badge").click();
  const dialog = page.getByRole("dialog", { name: "Findings: Arthur Thomas" });
  const finding = dialog.getByTestId("finding").filter({ hasText: "Gross or net changed beyond the threshold" });
  await expect(finding).toContainText(/Gross 4108\.33 -> 6495\.11 EUR/);
  await confirmAndSeeRecordMove(finding);
});

test("[PAYROLL] payroll admin meets an approved expense the register does not pay, reads why and confirms it", async ({
  page,
}) => {
  await openFrenchOctoberBill(page);
  await page.locator('[data-employee="Gabriel Durand"]').getByTestId("finding-badge").click();
  const dialog = page.getByRole("dialog", { name: "Findings: Gabriel Durand" });
  const finding = dialog.getByTestId("finding").filter({ hasText: "Approved expenses not reimbursed" });
  // The sentence names the values compared: the approved expense (from the expenses the platform holds) and
  // what the register's expense lines pay.
  await expect(finding).toContainText(
    "1 approved expense(s) for this payroll month come to 195.30 EUR (Dinner with client team (195.30 EUR)), but the expense lines pay 0.00 EUR.",
  );
  await confirmAndSeeRecordMove(finding);
});
