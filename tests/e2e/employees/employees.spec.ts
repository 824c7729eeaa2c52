// [EMPLOYEES] The employee list filters (kept in the URL across a reload), an admin ticking onboarding steps to
// Active, and a benefits admin choosing a country's benefits.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[EMPLOYEES] a manager finds an employee with the list filters; the URL keeps them on reload", async ({
    page,
  }) => {
    await page.goto("/employees");
    await page.getByLabel("Country").selectOption("DE");
    await expect(page).toHaveURL(/country=DE/);
    await page.getByLabel("Search", { exact: true }).fill("emma EMPLOYEE");
    // Debounced 1 s, then kept in the URL.
    await expect(page).toHaveURL(/searchValue=emma\+EMPLOYEE|searchValue=emma%20EMPLOYEE/);
    const table = page.getByRole("table", { name: "Employees" });
    await expect(table.getByRole("link", { name: "Emma Employee" })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2); // header + Emma
    await page.reload();
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("emma EMPLOYEE");
    await expect(page.getByLabel("Country")).toHaveValue("DE");
    await expect(table.getByRole("link", { name: "Emma Employee" })).toBeVisible();
    await table.getByRole("link", { name: "Emma Employee" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Emma Employee" })).toBeVisible();
  });
});

test.describe("admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[ONBOARDING] an admin ticks the last onboarding step and the employee becomes Active", async ({ page }) => {
    const api = await apiAs("admin");
    const created = await api.post("/api/employees", {
      data: {
        companyId: "acme",
        firstName: "Olga",
        lastName: unique("Onboarding"),
        personalEmail: `${unique("olga")}@mail.test.example`,
        countryCode: "DE",
        jobTitle: "Analyst",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api.patch(`/api/employees/${id}`, { data: { lspId: "euroemploy" } })).status()).toBe(200);
    const progress = (await (await api.get(`/api/onboarding-progress/employee/${id}`)).json()) as {
      stages: { steps: { id: string }[] }[];
    };
    const steps = progress.stages.flatMap((s) => s.steps.map((step) => step.id));
    const allButLast = steps.slice(0, -1).map((stepId) => ({ stepId, completed: true }));
    expect(
      (await api.patch(`/api/onboarding-progress/employee/${id}`, { data: { updatedSteps: allButLast } })).status(),
    ).toBe(200);
    await api.dispose();

    await page.goto(`/employees/${id}`);
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "See more" }).click();
    const drawer = page.getByRole("dialog", { name: "Onboarding progress" });
    await drawer.getByRole("checkbox", { name: "Onboarding complete" }).check();
    await expect(page.getByText("Onboarding complete: the employee is now Active")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
  });
});

test.describe("benefits admin", () => {
  test.use({ storageState: authFile("benefitsAdmin") });

  test("[BENEFITS] a benefits admin sets a country's choice; a required country offers none", async ({ page }) => {
    await page.goto("/benefits");
    await page.getByLabel("Client").selectOption("acme");
    const france = page.getByRole("group", { name: "Benefits in France" });
    await expect(france).toBeVisible();
    // The e2e database is reused between runs: choose whichever of Yes and No is not the current choice.
    const target = (await france.getByRole("radio", { name: "Yes" }).isChecked()) ? "No" : "Yes";
    await france.getByRole("radio", { name: target }).check();
    // The catalogue comes first; the choice is saved with its button (spec 1 sections 5, 9).
    await page.getByRole("button", { name: "Save choice for France" }).click();
    await expect(page.getByText("Benefits choice saved")).toBeVisible();
    await expect(page.getByText("Yes: benefits are required in this country").first()).toBeVisible();
    await page.reload();
    await page.getByLabel("Client").selectOption("acme");
    await expect(
      page.getByRole("group", { name: "Benefits in France" }).getByRole("radio", { name: target }),
    ).toBeChecked();
  });
});
