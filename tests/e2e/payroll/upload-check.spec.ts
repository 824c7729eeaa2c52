// The pay report upload dialog checks a file before sending it (lib/payroll/check-pay-register.ts): the payroll
// admin picks EuroEmploy Germany, sees its known concepts, chooses a register with a misspelt concept and is told
// which concept, on which line and column, with Upload disabled and saying why; a corrected file enables Upload.
// Nothing is sent (the dialog is cancelled), so the spec leaves only its own empty workbook behind.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { chooseWorkbookMonth } from "../support/workbook-month";

test.use({ storageState: authFile("payrollAdmin") });

const u = randomBytes(3).toString("hex");
const csv = (rows: string[][]) =>
  Buffer.from(["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n");

test("[PAYROLL] payroll admin sees an unknown concept named before sending a pay register", async ({ page }) => {
  const year = 2090 + (parseInt(u, 16) % 9);
  const month = 1 + (parseInt(u.slice(0, 2), 16) % 12);
  const name = `E2E check ${u} - Workbook`;
  await page.goto("/payroll#payroll-instances");
  await chooseWorkbookMonth(page, `${year}-${String(month).padStart(2, "0")}`);
  await page.getByLabel("Workbook Name").fill(name);
  await page.getByRole("button", { name: "Create workbook" }).click();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.getByRole("button", { name: "Upload pay reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload pay report files" });
  await expect(dialog.getByText("Choose a provider to see the concepts its files may use.")).toBeVisible();
  await dialog.getByLabel(/Provider/).selectOption("le-euroemploy-de");

  // The known concepts of Germany with EuroEmploy's own mapping.
  const known = dialog.getByText(/^Known concepts \(\d+\)$/);
  await expect(known).toBeVisible();
  await known.click();
  const list = dialog.getByRole("list", { name: "Known concepts" });
  await expect(list).toContainText("Base Salary");
  await expect(list).toContainText("Sachbezug");

  // A register with a misspelt concept on line 3.
  const file = `typo-${u}.csv`;
  await dialog.getByLabel("Pay register files (.csv)").setInputFiles({
    name: file,
    mimeType: "text/csv",
    buffer: csv([
      [`C1-${u}`, "Alma", `E2E${u}`, "Base Salary", "4000"],
      [`C1-${u}`, "Alma", `E2E${u}`, "Base Salery", "100"],
    ]),
  });
  const problems = dialog.getByRole("list", { name: `Problems in ${file}` });
  await expect(problems).toContainText("Line 3, column concept: unknown concept 'Base Salery'");
  const upload = dialog.getByRole("button", { name: "Upload", exact: true });
  await expect(upload).toBeDisabled();
  await expect(upload).toHaveAccessibleDescription("Fix the problem listed below and choose the file again.");

  // The corrected file passes the check and Upload can be pressed.
  await dialog.getByLabel("Pay register files (.csv)").setInputFiles({
    name: `fixed-${u}.csv`,
    mimeType: "text/csv",
    buffer: csv([
      [`C1-${u}`, "Alma", `E2E${u}`, "Base Salary", "4000"],
      [`C1-${u}`, "Alma", `E2E${u}`, "Base Salary", "100"],
    ]),
  });
  await expect(dialog.getByTestId("upload-file-check")).toContainText("every concept known");
  await expect(upload).toBeEnabled();
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
