// [JOURNEY] Issue 27 in Chromium, entirely through the UI: a payroll admin signs in on the sign-in form, goes to
// Payroll from the navigation, creates a workbook of their own (a far-future month nobody else uses) and uploads a
// pay register holding a real mistake (a sign error: income tax -1,000 turns into net pay above gross) beside a
// clean employee. Once the worker has processed it, the LSP bill names the blocking finding in its summary and on
// the flagged employee's row; Start Verification is held back saying why; the payroll admin opens the findings
// dialog with the keyboard and acknowledges the finding with a justification; then starts verification,
// approves and publishes. The signed pack built by the worker is downloaded from the signed packs page (reached
// through the navigation), verified there, and a copy with one byte changed is refused naming the changed file.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { tamperFirstEntry } from "../support/pack-zip";
import { chooseWorkbookMonth } from "../support/workbook-month";

// Signed out: the journey starts on the sign-in form.
test.use({ storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

const csv = (rows: string[][]) =>
  Buffer.from(["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n");
const person = (ref: string, first: string, last: string, incomeTax: string) => [
  [ref, first, last, "Base Salary", "5000"],
  [ref, first, last, "Income Tax", incomeTax],
  [ref, first, last, "Social Security EE", "400"],
  [ref, first, last, "Social Security ER", "800"],
];

async function statuses(rows: Locator) {
  return rows.locator('[data-testid="status"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
}

/** Tab from the current focus until `target` has it (at most `max` presses): the control is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("[PAYROLL] [JOURNEY] a payroll admin justifies a flagged employee, approves, publishes and verifies the pack", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Fresh names per run (the e2e database is shared and reused; --repeat-each runs in one worker).
  const u = randomBytes(3).toString("hex");
  const flagged = `Nils Flag${u}`;
  const clean = `Clara Flag${u}`;
  const steps: { step: string; ms: number }[] = [];
  const started = Date.now();
  let last = started;
  const done = (step: string) => {
    steps.push({ step, ms: Date.now() - last });
    last = Date.now();
  };
  const year = 2048 + (parseInt(u, 16) % 8); // each spec that makes a workbook has its own years: one per month
  const month = 1 + (parseInt(u.slice(0, 2), 16) % 12);
  const period = `${year}${String(month).padStart(2, "0")}`;
  const workbook = `E2E flags ${u} - Workbook`;
  const fileName = `flags-${u}.csv`;

  // 1. Sign in on the form: the landing page sends a signed-out visitor there.
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill("payroll.admin@omniplatform.example");
  await page.getByLabel("Password").fill("Omni-demo-2026!");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  done("sign in");

  // 2. Payroll from the navigation; a workbook of its own.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Payroll", exact: true }).click();
  await page.getByRole("tab", { name: "Workbooks" }).click();
  await expect(page.getByRole("tab", { name: "Workbooks" })).toHaveAttribute("aria-selected", "true");
  await chooseWorkbookMonth(page, `${year}-${String(month).padStart(2, "0")}`);
  await page.getByLabel("Workbook Name").fill(workbook);
  await page.getByRole("button", { name: "Create workbook" }).click();
  await page.getByRole("link", { name: workbook }).click();
  await expect(page.getByRole("heading", { name: workbook })).toBeVisible();
  done("create workbook");

  // 3. Upload the register: Nils's income tax has the wrong sign, Clara's is right.
  await page.getByRole("button", { name: "Upload pay reports" }).click();
  const upload = page.getByRole("dialog", { name: "Upload pay report files" });
  await upload.getByLabel(/Provider/).selectOption("le-euroemploy-de");
  await upload.getByLabel("Pay register files (.csv)").setInputFiles({
    name: fileName,
    mimeType: "text/csv",
    buffer: csv([...person(`N1-${u}`, "Nils", `Flag${u}`, "-1000"), ...person(`C1-${u}`, "Clara", `Flag${u}`, "1000")]),
  });
  await expect(upload.getByTestId("upload-file-check")).toContainText("every concept known");
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("File(s) successfully uploaded")).toBeVisible();
  const reportRows = page.getByTestId("pay-report-row");
  await expect(reportRows).toHaveCount(1);
  await expect.poll(() => statuses(reportRows), { timeout: 60_000 }).toEqual(["DUPLICATES_CHECKED"]);
  done("upload and processing");

  // 4. The LSP bill: the summary counts the blocking finding, Nils's row says what is wrong, Clara's nothing.
  await reportRows.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: /^Germany: / })).toBeVisible();
  const billRows = page.getByTestId("bill-row");
  await expect(billRows).toHaveCount(2);
  await expect(page.getByRole("heading", { name: /^Anomaly checks: 1 blocking, \d+ to review$/ })).toBeVisible();
  await expect(page.getByText("1 blocking finding to resolve before approval")).toBeVisible();
  const nilsRow = page.locator(`[data-employee="${flagged}"]`);
  const claraRow = page.locator(`[data-employee="${clean}"]`);
  await expect(nilsRow.getByTestId("row-findings")).toHaveText(
    "Net above gross: Net 5600.00 EUR is above gross 5000.00 EUR.",
  );
  await expect(claraRow.getByTestId("row-findings")).toHaveCount(0);
  await expect(claraRow.getByRole("button", { name: /blocking unresolved/ })).toHaveCount(0);
  done("bill shows the finding");

  // 5. Approval is held back, saying why (the server refuses it too: pack.spec.ts and the Jest suites).
  const startVerification = page.getByRole("button", { name: "Start Verification for all" });
  await expect(startVerification).toBeDisabled();
  await expect(startVerification).toHaveAccessibleDescription(
    /1 blocking finding of the anomaly checks is unresolved: open the flagged employee \(⚑\) and acknowledge it/,
  );
  done("approval refused");

  // 6. The findings dialog by keyboard: Tab to Nils's flag, Enter; a justification too short is refused; then
  //    acknowledged, focus lands on the finding's new status, Escape returns to the flag.
  const badge = nilsRow.getByRole("button", { name: `1 finding for ${flagged}, 1 blocking unresolved` });
  await page.getByLabel("Search employee").focus();
  await tabTo(page, badge);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Findings: ${flagged}` });
  await expect(dialog).toBeVisible();
  const finding = dialog.getByTestId("finding");
  await expect(finding).toContainText("Net 5600.00 EUR is above gross 5000.00 EUR.");
  const justification = dialog.getByLabel("Justification");
  await tabTo(page, justification, 10);
  await page.keyboard.type("ok");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Acknowledge" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Say why this finding is acceptable (at least 3 characters)")).toBeVisible();
  const reason = "Tax refund of 1,000 EUR from last year's return, confirmed by EuroEmploy.";
  await justification.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(reason);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(finding.getByText("Acknowledged", { exact: true })).toBeVisible();
  await expect(finding).toContainText(`Justification: ${reason}`);
  await expect(dialog.getByLabel("Justification")).toHaveCount(0);
  await expect(finding.locator("[tabindex='-1']")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  const resolvedBadge = nilsRow.getByRole("button", { name: `1 finding for ${flagged}` });
  await expect(resolvedBadge).toBeFocused();
  await expect(nilsRow.getByTestId("row-findings")).toHaveCount(0);
  await expect(page.getByText("1 blocking finding to resolve before approval")).toHaveCount(0);
  done("acknowledge in the dialog");

  // 7. Start verification -> COPIED (the worker), approve, publish.
  await expect(startVerification).toBeEnabled();
  await startVerification.click();
  await expect(page.getByText("Pay report status has been changed successfully for employees.")).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        return [...new Set(await statuses(billRows))];
      },
      { timeout: 45_000 },
    )
    .toEqual(["COPIED"]);
  await page.getByRole("button", { name: "Approve all" }).click();
  await expect(page.getByText("All employees status successfully changed.")).toBeVisible();
  await expect.poll(async () => [...new Set(await statuses(billRows))]).toEqual(["SPECIALIST_APPROVED"]);
  await page.getByRole("button", { name: "Publish all" }).click();
  // Publishing asks for confirmation, naming the report.
  await page
    .getByRole("dialog", { name: /^Publish (\d+ )?pay reports?$/ })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(page.getByText("Published employees.")).toBeVisible();
  await expect.poll(async () => [...new Set(await statuses(billRows))]).toEqual(["PUBLISHED"]);
  done("verify, approve, publish");

  // 8. The signed packs page from the navigation's Reports menu; the pack appears once the worker built it.
  await nav.getByRole("button", { name: /^Reports/ }).click();
  await nav.getByRole("link", { name: "Signed payroll packs" }).click();
  await expect(page.getByRole("heading", { name: "Signed payroll packs", level: 1 })).toBeVisible();
  const packRow = page.getByTestId("pack-row").filter({ hasText: fileName });
  await expect
    .poll(
      async () => {
        if ((await packRow.count()) === 0) await page.reload();
        return packRow.count();
      },
      { timeout: 45_000, intervals: [1_000, 2_000] },
    )
    .toBe(1);
  done("pack built");

  // 9. Download it (the browser's download event).
  const downloading = page.waitForEvent("download");
  await packRow.getByRole("link", { name: `Download pack ${fileName} version 1`, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payroll-pack_DE_${period}_CYCLE_1_v1.zip`);
  const zip = fs.readFileSync(await download.path());
  done("download");

  // 10. Verify it on the page: valid.
  const packInput = page.getByLabel("Payroll pack (ZIP)");
  await packInput.setInputFiles({ name: download.suggestedFilename(), mimeType: "application/zip", buffer: zip });
  const verdict = page.getByTestId("pack-verdict");
  await expect(verdict.getByText("The pack verifies", { exact: true })).toBeVisible();
  await expect(verdict).toContainText(fileName);
  done("verify the pack");

  // 11. One byte changed inside the first file: refused, naming that file.
  const { tampered, entryName } = tamperFirstEntry(zip);
  await packInput.setInputFiles({ name: "tampered.zip", mimeType: "application/zip", buffer: tampered });
  await expect(verdict.getByText("The pack does not verify", { exact: true })).toBeVisible();
  await expect(verdict.getByRole("list", { name: "Problems found" })).toContainText(entryName);
  // That file alone fails its check ('Changed', or 'Damaged' when the flipped byte breaks its compression).
  const files = verdict.getByRole("list", { name: "Files in the pack" }).getByRole("listitem");
  await expect(files.filter({ hasText: entryName })).toContainText(/Changed|Damaged/);
  await expect(files.filter({ hasText: "Matches" })).toHaveCount((await files.count()) - 1);
  done("tampered pack refused");

  const total = Date.now() - started;
  console.log(
    `[findings journey] ${(total / 1000).toFixed(1)} s: ` +
      steps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(1)} s`).join(", "),
  );
});
