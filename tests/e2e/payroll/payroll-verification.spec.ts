// Payroll verification journey in Chromium: the payroll admin creates a workbook of their own (a far-future
// month nobody else uses), uploads two pay registers, watches the worker process them, opens the LSP bill,
// writes a justification, looks at the variance, starts verification for all, approves, publishes and exports.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { chooseWorkbookMonth } from "../support/workbook-month";

test.use({ storageState: authFile("payrollAdmin") });

const u = randomBytes(3).toString("hex");
const csv = (rows: string[][]) =>
  Buffer.from(["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n");
const person = (ref: string, first: string, salary: string) => [
  [ref, first, `E2E${u}`, "Base Salary", `"${salary}"`],
  [ref, first, `E2E${u}`, "Meal Allowance", "160"],
  [ref, first, `E2E${u}`, "Income Tax", "900.10"],
  [ref, first, `E2E${u}`, "Social Security ER", "520"],
];

async function statuses(page: Page, selector: string) {
  return page
    .locator(`${selector} [data-testid="status"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
}

test("[PAYROLL] payroll admin uploads, verifies, approves, publishes and exports a pay report", async ({ page }) => {
  test.setTimeout(120_000);
  const year = 2056 + (parseInt(u, 16) % 8); // each spec that makes a workbook has its own years: one per month
  const month = 1 + (parseInt(u.slice(0, 2), 16) % 12);
  const name = `E2E ${u} - Workbook`;

  await page.goto("/payroll#payroll-instances");
  await expect(page.getByRole("tab", { name: "Workbooks" })).toHaveAttribute("aria-selected", "true");
  await chooseWorkbookMonth(page, `${year}-${String(month).padStart(2, "0")}`);
  await page.getByLabel("Workbook Name").fill("");
  await page.getByRole("button", { name: "Create workbook" }).click();
  await expect(page.getByText("Workbook Name is required")).toBeVisible();
  await page.getByLabel("Workbook Name").fill(name);
  await page.getByRole("button", { name: "Create workbook" }).click();
  // Finding 14: statuses read as words, not raw enums.
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText("In progress");
  await expect(row).not.toContainText("IN PROGRESS");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("No pay reports available.")).toBeVisible();

  // Upload two files for the same provider (EuroEmploy, Germany); a .txt in the selection is dropped.
  // Finding 10: Escape closes the upload dialog and focus returns to its button.
  const uploadButton = page.getByRole("button", { name: "Upload pay reports" });
  await uploadButton.click();
  await expect(page.getByRole("dialog", { name: "Upload pay report files" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(uploadButton).toBeFocused();
  await uploadButton.click();
  const dialog = page.getByRole("dialog", { name: "Upload pay report files" });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByText("Provider is required")).toBeVisible();
  await dialog.getByLabel(/Provider/).selectOption("le-euroemploy-de");
  await dialog.getByLabel("Pay register files (.csv)").setInputFiles([
    {
      name: `a-${u}.csv`,
      mimeType: "text/csv",
      buffer: csv([...person(`A1-${u}`, "Alma", "4,100.00"), ...person(`A2-${u}`, "Bruno", "3,900.50")]),
    },
    { name: `b-${u}.csv`, mimeType: "text/csv", buffer: csv(person(`B1-${u}`, "Carla", "5,000.00")) },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
  ]);
  await expect(dialog.getByTestId("upload-file")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("File(s) successfully uploaded")).toBeVisible();

  // The worker inside the e2e server processes both files; the list polls while they are processing.
  await expect(page.getByTestId("pay-report-row")).toHaveCount(2);
  await expect
    .poll(() => statuses(page, '[data-testid="pay-report-row"]'), { timeout: 45_000 })
    .toEqual(["DUPLICATES_CHECKED", "DUPLICATES_CHECKED"]);
  await expect(page.getByTestId("total").first()).not.toHaveText("-");

  // LSP bill detail.
  await page.getByTestId("pay-report-row").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: /^Germany: / })).toBeVisible();
  await expect(page.getByTestId("bill-row")).toHaveCount(3);
  await page.getByLabel("Search employee").fill("bRUno");
  await expect(page.getByTestId("bill-row")).toHaveCount(1);
  await page.getByLabel("Search employee").fill("");
  await expect(page.getByTestId("bill-row")).toHaveCount(3);

  // Justification, saved on blur.
  await page.getByRole("button", { name: `Alma E2E${u}`, exact: true }).click();
  await page.getByLabel("Note").fill("  Salary raise agreed in March.  ");
  await page.getByLabel("Note").press("Tab");
  await expect(page.getByText("Changes were saved")).toBeVisible();
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.locator(`[data-employee="Alma E2E${u}"] [data-testid="justification-icon"]`)).toBeVisible();

  // Variance view enables the pickers and shows the differences.
  await expect(page.getByLabel("Year")).toBeDisabled();
  await page.getByLabel("View", { exact: true }).selectOption("variance");
  await expect(page.getByLabel("Year")).toBeEnabled();
  // Against a month without a register (January of last year: the demo's registers start in September 2026):
  // nothing to compare, rather than +100% on every row (the API still answers 100 for a value that was zero,
  // spec 2 section 3). The default, last month, has the demo's published German register.
  const lastYear = String(new Date().getUTCFullYear() - 1);
  await page.getByLabel("Year").selectOption(lastYear);
  await page.getByLabel("Month").selectOption({ label: "January" });
  await expect(page.getByText(`Nothing to compare: no register for January ${lastYear}, Cycle 1.`)).toBeVisible();
  await expect(page.locator(`[data-employee="Alma E2E${u}"] [data-testid="variance-salary"]`)).toHaveCount(0);
  await page.getByLabel("View", { exact: true }).selectOption("justification");

  // Start verification for all -> APPROVED, then the copy job -> COPIED.
  await page.getByRole("button", { name: "Start Verification for all" }).click();
  await expect(page.getByText("Pay report status has been changed successfully for employees.")).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        return [...new Set(await statuses(page, '[data-testid="bill-row"]'))];
      },
      { timeout: 45_000 },
    )
    .toEqual(["COPIED"]);

  // With a selection: only the common transitions are offered.
  await page.getByLabel("Select all").check();
  await expect(page.getByRole("button", { name: "Pre-approval query" })).toBeVisible();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("All employees status successfully changed.")).toBeVisible();
  await expect
    .poll(async () => [...new Set(await statuses(page, '[data-testid="bill-row"]'))])
    .toEqual(["SPECIALIST_APPROVED"]);

  await page.getByRole("button", { name: "Publish all" }).click();
  // Publishing asks for confirmation, naming the report.
  await page
    .getByRole("dialog", { name: /^Publish (\d+ )?pay reports?$/ })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(page.getByText("Published employees.")).toBeVisible();
  await expect.poll(async () => [...new Set(await statuses(page, '[data-testid="bill-row"]'))]).toEqual(["PUBLISHED"]);

  // Export all: a zip download.
  // The export shows a busy state while the server builds the zip (the request is held here until it is seen).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/gross-to-net/export**", async (route) => {
    await released;
    await route.continue();
  });
  const download = page.waitForEvent("download");
  const exportAll = page.getByRole("button", { name: "Export all as CSV" });
  await exportAll.click();
  await expect(exportAll).toHaveAttribute("aria-busy", "true");
  release();
  expect((await download).suggestedFilename()).toBe("export.zip");
  await expect(page.getByText("Exported employees.")).toBeVisible();
  await expect(exportAll).not.toHaveAttribute("aria-busy", "true");

  // Published: the justification is read-only.
  await page.getByRole("button", { name: `Alma E2E${u}`, exact: true }).click();
  await expect(page.getByLabel("Note")).toHaveAttribute("readonly", "");
});

test("[PAYROLL] the LSP bill detail without its required parameters goes back to the list", async ({ page }) => {
  await page.goto("/payroll/payroll-instances/wb-2026-10/lspBillsDetail?country=DE");
  await expect(page).toHaveURL(/\/payroll\/payroll-instances\/wb-2026-10(#lsp-bills)?$/);
});
