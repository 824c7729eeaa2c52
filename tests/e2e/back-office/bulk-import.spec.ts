// [BULK IMPORT] A client-success admin imports employees from a CSV with one bad row: the valid rows become
// employees of the company, and the bad row is listed with its field and the reason (spec 3 sections 2, 5).
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

test.use({ storageState: authFile("csAdmin") });

const HEADER =
  "firstName,lastName,email,country,jobTitle,startDate,annualBaseSalaryAmount,annualBaseSalaryCurrency,legalEntityId";

test("[BULK IMPORT] a CSV with one bad row: the valid rows are imported, the bad row is listed with field and reason", async ({
  page,
}) => {
  const tag = unique("bulk");
  const lastName = `Import${tag.replace(/\W/g, "")}`;
  const csv = [
    HEADER,
    `Ida,${lastName},ida-${tag}@example.com,DE,"Engineer, Platform",2031-03-03,65000,EUR,`,
    `Jan,${lastName},jan-${tag}@example.com,DE,Designer,2031-03-03,58000.50,EUR,`,
    `Kim,${lastName},kim-${tag}-at-example.com,DE,Analyst,2031-03-03,50000,EUR,`,
  ].join("\n");

  await page.goto("/companies/acme/employees-upload");
  await expect(page.getByRole("heading", { name: "Import Employees" })).toBeVisible();
  await page
    .getByLabel("CSV files")
    .setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("upload-file")).toContainText("3 employees");
  await page.getByRole("button", { name: "Review and add" }).click();

  // The worker imports in the background; the page polls every 5 s until the result is in.
  await expect(page).toHaveURL(/\/companies\/acme\/employees-upload\/[\w-]+$/);
  await expect(page.getByTestId("error-count")).toHaveText("1", { timeout: 30_000 });
  await expect(page.locator("p", { hasText: "valid employees" })).toContainText("2 valid employees");
  await expect(page.getByText("1 employees have not been imported")).toBeVisible();
  const invalid = page.getByTestId("invalid-employee");
  await expect(invalid).toHaveCount(1);
  await expect(invalid).toContainText(`Kim ${lastName}`);
  await expect(invalid).toContainText("row 4");
  // The field (its label), the value given in place of the key, and the create form's reason.
  await expect(invalid).toContainText(`Email: "kim-${tag}-at-example.com": Please enter a valid email address`);

  // The two valid rows are employees of the company now, in onboarding; the bad one is not.
  const api = await apiAs("admin");
  const list = await api.get(`/api/employees?companyId=acme&searchValue=${encodeURIComponent(lastName)}`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { name: string; onboardingStatus: string }[] };
  expect(items.map((e) => e.name).sort()).toEqual([`Ida ${lastName}`, `Jan ${lastName}`]);
  await api.dispose();
});
