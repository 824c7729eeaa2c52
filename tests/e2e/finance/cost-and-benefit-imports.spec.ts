// The two row-report imports in Chromium (spec 2 sections 3, 9): the finance admin parses a provider's
// employee-cost CSV on /finance #employee-costs (a bad row lists every row with its message; a clean file shows
// the invoice total and the cost lines), and the benefits admin imports a benefits CSV into a payroll instance
// (#benefits: summary, rejected rows with the spec's messages, the import listed, the client's accepted rows).
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";

type Employee = { id: string; name: string; companyId: string; lsp: { id: string; name: string } | null };

async function employeeWithProvider(page: Page): Promise<Employee & { lsp: { id: string; name: string } }> {
  const res = await page.request.get("/api/employees?pageSize=100");
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: Employee[] };
  const found = items.find((e): e is Employee & { lsp: { id: string; name: string } } => !!e.lsp);
  expect(found, "a seeded employee with a provider").toBeTruthy();
  return found!;
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\r\n")),
});

test.describe("finance admin", () => {
  test.use({ storageState: authFile("financeAdmin") });

  test("[FINANCE] parses a provider's employee-cost file: row errors, then the summary", async ({ page }) => {
    await page.goto("/finance");
    const employee = await employeeWithProvider(page);
    await page.getByRole("tab", { name: "Employee costs" }).click();
    await expect(page).toHaveURL(/#employee-costs$/);
    const form = page.getByRole("form", { name: "Employee cost file" });
    await form.getByLabel("Provider").selectOption(employee.lsp.id);
    await form.getByLabel("Currency").fill("EUR");

    const header = "employeeId,employeeName,description,amount";
    await form
      .getByLabel("Employee cost file (.csv)")
      .setInputFiles(csvFile("bad.csv", [header, `${employee.id},,Salary,1000`, "no-such-employee,,Bonus,5"]));
    await form.getByRole("button", { name: "Parse costs" }).click();
    const errors = page.getByTestId("employee-cost-error");
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText("no-such-employee");
    await expect(errors.first()).toContainText("Employee not found");

    await form
      .getByLabel("Employee cost file (.csv)")
      .setInputFiles(csvFile("good.csv", [header, `${employee.id},,Salary,1000`, `${employee.id},,Bonus,234.5`]));
    await form.getByRole("button", { name: "Parse costs" }).click();
    const result = page.getByTestId("employee-costs-result");
    await expect(result.getByText("2 cost lines, invoice total EUR 1,234.50")).toBeVisible();
    await expect(page.getByTestId("employee-cost-line")).toHaveCount(2);
    await expect(page.getByTestId("employee-cost-line").first()).toContainText(employee.name);
    await expect(page.getByTestId("employee-costs-errors")).toHaveCount(0);
  });
});

test.describe("benefits admin", () => {
  test.use({ storageState: authFile("benefitsAdmin") });

  test("[BENEFITS] imports benefits into a payroll instance and reads the client's rows", async ({ page }) => {
    await page.goto("/payroll");
    const employee = await employeeWithProvider(page);
    const instances = await page.request.get("/api/payroll/payroll-instances?pageSize=20");
    const { items } = (await instances.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);
    await page.goto(`/payroll/payroll-instances/${items[0].id}#benefits`);
    await expect(page.getByRole("tab", { name: "Benefits", selected: true })).toBeVisible();

    const fileName = `benefits-${Date.now()}.csv`;
    await page
      .getByLabel("Benefits file (.csv)")
      .setInputFiles(
        csvFile(fileName, [
          "clientId,employeeId,employeeName,benefit,amount,currency",
          `${employee.companyId},${employee.id},${employee.name},Health,120.5,EUR`,
          `no-such-client,${employee.id},${employee.name},Health,1,EUR`,
        ]),
      );
    await page.getByRole("button", { name: "Import benefits" }).click();
    const summary = page.getByRole("region", { name: `Imported ${fileName}` });
    await expect(summary.getByText("2 rows, 1 accepted, 1 with errors")).toBeVisible();
    await expect(summary.getByTestId("benefit-import-error")).toHaveCount(1);
    await expect(summary.getByTestId("benefit-import-error")).toContainText("Client not found");
    await expect(page.getByTestId("benefit-import-row").filter({ hasText: fileName })).toBeVisible();

    await page.getByLabel("Client ID").fill(employee.companyId);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    const line = page.getByTestId("benefit-line").filter({ hasText: employee.id });
    await expect(line.filter({ hasText: "EUR 120.50" }).first()).toBeVisible();
  });
});
