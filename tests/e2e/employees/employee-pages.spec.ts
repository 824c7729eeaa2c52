// [EMPLOYEES] The employee page and the pages it links to (spec 1 sections 2, 6; spec 3 section 2), as an admin on
// the seeded Emma Employee (emp-emma, acme, employer EuroEmploy): the local-onboarding card, the document download
// widget, the contractual compensation link of the role card, the Documents page (upload through the signed
// target, download, delete with confirmation), the Employments page, and the Time off link filtered to Emma.
// The e2e database is reused between runs: every record made here has a unique name, a random far month, and the
// documents are removed again.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

test.use({ storageState: authFile("admin") });

const EMMA = "/employees/emp-emma";
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** Emma's documents with this title, removed (cleanup of a run, also of an earlier failed one). */
async function removeDocuments(api: APIRequestContext, title: string) {
  const res = await api.get(`/api/documents?employeeId=emp-emma&pageSize=100`);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  for (const d of items.filter((i) => i.title === title)) await api.delete(`/api/documents/${d.id}`);
}

test("[EMPLOYEES] an admin opens an employee: local onboarding, documents, employments and compensation", async ({
  page,
}) => {
  const api = await apiAs("admin");
  const title = unique("E2E payslip");
  const fileName = `${title}.pdf`;
  const uploaded = unique("E2E work permit");
  try {
    const created = await api.post("/api/documents", {
      multipart: {
        employeeId: "emp-emma",
        title,
        file: { name: fileName, mimeType: "application/pdf", buffer: pdf(title) },
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(EMMA);
    await expect(page.getByRole("heading", { level: 1, name: "Emma Employee" })).toBeVisible();

    // Spec 1 section 6: admins see the local onboarding card with the employee's local onboarding details.
    await expect(page.getByRole("heading", { level: 2, name: "Local onboarding" })).toBeVisible();
    const onboarding = page.getByTestId("local-onboarding");
    await expect(onboarding).toContainText("Tax office");
    await expect(onboarding).toContainText("Tax Office");
    await expect(onboarding).toContainText("Tax class");

    // Spec 1 section 2: the document download widget (the latest five, so the one just added among them).
    const widget = page.getByTestId("document-download");
    const downloadButton = widget.getByRole("button", { name: `Download ${title}` });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(fileName);

    // The role card links to the contractual compensation page (spec 1 sections 2, 6).
    await page.getByRole("link", { name: "Contractual compensation" }).click();
    await expect(page).toHaveURL(/\/employees\/emp-emma\/contractual-compensation$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Contractual compensation: Emma Employee" }),
    ).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Annual base salary" })).toBeVisible();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/employees\/emp-emma$/);

    // Documents (spec 3 section 2): the employee's documents, newest first.
    const records = page.getByRole("navigation", { name: "Employee records" });
    await records.getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/employees\/emp-emma\/documents$/);
    await expect(page.getByRole("heading", { level: 1, name: "Documents: Emma Employee" })).toBeVisible();
    const table = page.getByRole("table", { name: "Documents" });
    await expect(table.getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByTestId("document-row").filter({ hasText: title })).toHaveCount(1);
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      table.getByRole("button", { name: `Download ${title}` }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(fileName);

    // An upload through the signed target, then a delete with the spec's confirmation.
    const form = page.getByRole("form", { name: "Upload a document" });
    await form.getByLabel("Title").fill(uploaded);
    await form
      .getByLabel("File")
      .setInputFiles({ name: "permit.pdf", mimeType: "application/pdf", buffer: pdf(uploaded) });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Document uploaded")).toBeVisible();
    const uploadedRow = page.getByTestId("document-row").filter({ hasText: uploaded });
    await expect(uploadedRow).toHaveCount(1);
    // No virus scanner runs in the end-to-end environment: the row says so.
    await expect(uploadedRow.getByTestId("document-scan-status")).toHaveText("Not scanned");
    await table.getByRole("button", { name: `Delete ${uploaded}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${uploaded}` });
    await expect(confirm).toContainText("Are you sure you want to delete this document?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Document deleted")).toBeVisible();
    await expect(table.getByText(uploaded)).toHaveCount(0);

    // Employments: Emma's employment records; the seeded one is active and current.
    await page.getByRole("link", { name: "← Back to Emma Employee" }).click();
    await expect(page).toHaveURL(/\/employees\/emp-emma$/);
    await records.getByRole("link", { name: "Employments" }).click();
    await expect(page).toHaveURL(/\/employees\/emp-emma\/employments$/);
    await expect(page.getByRole("heading", { level: 1, name: "Employments: Emma Employee" })).toBeVisible();
    const current = page.getByTestId("employment-row").filter({ hasText: "Current" });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("EuroEmploy");
    // The sort is kept in the address.
    await page
      .getByRole("table", { name: "Employments" })
      .getByRole("button", { name: /Start date/ })
      .click();
    await expect(page).toHaveURL(/sort=startDate&dir=asc/);
  } finally {
    await removeDocuments(api, title);
    await removeDocuments(api, uploaded);
    await api.dispose();
  }
});

test("[TIME] the employee page's Time off link opens that employee's time off only", async ({ page }) => {
  const api = await apiAs("admin");
  // A colleague at the same company with time off in the same month, which the filtered view must leave out.
  const colleagueName = unique("Colleague");
  const colleague = await api.post("/api/employees", {
    data: {
      companyId: "acme",
      firstName: "Tom",
      lastName: colleagueName,
      personalEmail: `${unique("tom")}@mail.test.example`,
      countryCode: "DE",
      jobTitle: "Analyst",
    },
  });
  expect(colleague.status()).toBe(201);
  const { id: colleagueId } = (await colleague.json()) as { id: string };

  // A month years ahead keeps reruns apart (an overlapping booking answers 409: try another year).
  let month = "";
  for (let attempt = 0; attempt < 5 && !month; attempt++) {
    const candidate = `${2031 + Math.floor(Math.random() * 69)}-07`;
    const emma = await api.post("/api/timeoff", {
      data: {
        employeeId: "emp-emma",
        leaveType: "op:leave:other",
        startDate: `${candidate}-14`,
        endDate: `${candidate}-15`,
        employeeNote: "E2E filter",
      },
    });
    if (emma.status() === 201) month = candidate;
    else expect(emma.status()).toBe(409);
  }
  expect(month).not.toBe("");
  const other = await api.post("/api/timeoff", {
    data: {
      employeeId: colleagueId,
      leaveType: "op:leave:other",
      startDate: `${month}-20`,
      endDate: `${month}-20`,
    },
  });
  expect(other.status()).toBe(201);
  await api.dispose();

  await page.goto(EMMA);
  await page.getByRole("navigation", { name: "Employee records" }).getByRole("link", { name: "Time off" }).click();
  await expect(page).toHaveURL(/\/time-off\?employeeId=emp-emma$/);
  await expect(page.getByRole("heading", { level: 1, name: "Time off" })).toBeVisible();
  await expect(page.getByTestId("time-off-employee-filter")).toContainText("Emma Employee");
  await expect(page.getByLabel("Company")).toHaveValue("acme");

  // Another month keeps the filter (the month picker keeps the address's other parameters).
  await page.getByLabel("Month").fill(month);
  await expect(page).toHaveURL(new RegExp(`employeeId=emp-emma.*month=${month}|month=${month}.*employeeId=emp-emma`));
  const scheduled = page.getByRole("table", { name: "Scheduled time off" });
  await expect(scheduled).toContainText("Emma Employee");
  await expect(scheduled).toContainText("E2E filter");
  await expect(scheduled).not.toContainText(colleagueName);

  // The whole company again: both employees.
  await page.getByRole("link", { name: "Show the whole company" }).click();
  await expect(page).toHaveURL(new RegExp(`companyId=acme&month=${month}`));
  await expect(page.getByTestId("time-off-employee-filter")).toHaveCount(0);
  await expect(scheduled).toContainText("Emma Employee");
  await expect(scheduled).toContainText(colleagueName);
});

test("[EMPLOYEES] the record pages of an employee who cannot be found show 'Page not found' with 404", async ({
  page,
}) => {
  for (const path of [
    "/employees/no-such-employee/documents",
    "/employees/no-such-employee/employments",
    "/time-off?employeeId=no-such-employee",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});
