// [JOURNEY] Screens people finish their work on do not dead-end: a general admin who files a termination lands on
// the request after closing the confirmation and finds it on the employee page; a new hire's page says what comes
// next, whose move it is, and lets the admin do it from the card (the employer and legal entity).
// The e2e database is shared and reused: every employee here is new.
import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

/** A day `days` from today (UTC), YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A fresh acme employee in Germany: a new hire (Pending, no employer), or Active with an employment. */
async function createAcmeEmployee(prefix: string, { active }: { active: boolean }) {
  const api = await apiAs("admin");
  const lastName = unique(prefix);
  const created = await api.post("/api/employees", {
    data: {
      companyId: "acme",
      firstName: "Dana",
      lastName,
      personalEmail: `${unique("dana")}@mail.test.example`,
      countryCode: "DE",
      jobTitle: "Analyst",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (active) {
    expect((await api.patch(`/api/employees/${id}`, { data: { lspId: "euroemploy" } })).status()).toBe(200);
    const employment = await api.post("/api/employments", {
      data: { employeeId: id, type: "EOR", startDate: inDays(-100), lspId: "euroemploy" },
    });
    expect(employment.status()).toBe(201);
    const progress = (await (await api.get(`/api/onboarding-progress/employee/${id}`)).json()) as {
      stages: { steps: { id: string }[] }[];
    };
    const updatedSteps = progress.stages.flatMap((s) => s.steps.map((step) => ({ stepId: step.id, completed: true })));
    expect((await api.patch(`/api/onboarding-progress/employee/${id}`, { data: { updatedSteps } })).status()).toBe(200);
  }
  await api.dispose();
  return { id, name: `Dana ${lastName}` };
}

const radio = (page: Page, question: string, answer: string) =>
  page.getByRole("group", { name: question }).getByRole("radio", { name: answer });

test.describe("general admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[JOURNEY] a general admin files a termination, lands on it after Close and sees it on the employee page", async ({
    page,
  }) => {
    const employee = await createAcmeEmployee("Leaving", { active: true });
    await page.goto(`/employees/${employee.id}`);
    await expect(page.getByRole("heading", { level: 1, name: employee.name })).toBeVisible();
    await page.getByRole("link", { name: "Request termination" }).click();

    const warning = page.getByRole("dialog", { name: "Before you request a termination" });
    await warning.getByRole("checkbox", { name: "By ticking you agree that you have read the above." }).check();
    await warning.getByRole("button", { name: "Continue" }).click();
    await radio(page, "Is the employee a manager on the platform?", "No").check();
    await radio(page, "Is the employee aware of the termination?", "Yes").check();
    await page.getByLabel("Reason for termination").selectOption("businessReason");
    await radio(page, "Are there any disputes with the employee?", "No").check();
    await page.getByLabel("Preferred last working day").fill(inDays(45));
    await page.getByLabel("Preferred last employment date").fill(inDays(60));
    await page.getByRole("checkbox", { name: "Not Applicable" }).check();
    await page.getByLabel("Vacation days to take before the last employment date").fill("0");
    await page.getByRole("button", { name: "Submit termination request" }).click();

    const success = page.getByRole("dialog", { name: "Termination request submitted" });
    await success.getByRole("button", { name: "Close" }).click();

    // The request's own page, not the company's Details tab.
    await expect(page).toHaveURL(
      new RegExp(`/companies/acme/employee/${employee.id}/termination-requests/[^/]+/view$`),
    );
    const requestPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { name: `Termination request for ${employee.name}` })).toBeVisible();
    await expect(page.getByText("Requested", { exact: true })).toBeVisible();

    // Back leads to the employee, whose page shows the open request with its dates and a link to it.
    await page.getByRole("link", { name: `Back to ${employee.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/employees/${employee.id}$`));
    const departure = page.getByRole("region", { name: "Termination request", exact: true });
    await expect(departure).toBeVisible();
    await expect(departure.getByText("Requested", { exact: true })).toBeVisible();
    await expect(departure.getByText("Preferred last working day")).toBeVisible();
    await expect(departure.getByRole("link", { name: "View termination request" })).toHaveAttribute(
      "href",
      requestPath,
    );
  });

  test("[JOURNEY] a new hire's page shows the next step; the admin sets the employer from the card", async ({
    page,
    browser,
  }) => {
    const hire = await createAcmeEmployee("Newhire", { active: false });

    // The manager sees whose move it is, without a button.
    const managerContext = await browser.newContext({ baseURL: E2E.baseURL, storageState: authFile("manager") });
    const manager = await managerContext.newPage();
    await manager.goto(`/employees/${hire.id}`);
    const managerCard = manager.getByRole("region", { name: "Next step", exact: true });
    await expect(managerCard).toContainText("Waiting for the admin: set the employer (LSP) and legal entity");
    await expect(managerCard).toContainText("Owner: Admin");
    await expect(managerCard.getByRole("button")).toHaveCount(0);
    await managerContext.close();

    // The admin does it right there.
    await page.goto(`/employees/${hire.id}`);
    const card = page.getByRole("region", { name: "Next step", exact: true });
    await expect(card.getByTestId("next-step-title")).toHaveText("Set the employer (LSP) and legal entity");
    await card.getByRole("button", { name: "Set employer and legal entity" }).click();
    const dialog = page.getByRole("dialog", { name: "Set employer and legal entity" });
    // Both are required.
    await dialog.getByRole("button", { name: "Save employer" }).click();
    await expect(dialog.getByText("Please choose an employer")).toBeVisible();
    await dialog.getByLabel("Employer (LSP)").selectOption({ label: "EuroEmploy GmbH" });
    await dialog.getByRole("combobox", { name: /^Legal entity/ }).selectOption({ label: "EuroEmploy Germany" });
    await dialog.getByRole("button", { name: "Save employer" }).click();
    await expect(page.getByText("Employer and legal entity saved")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The card moves on to the next step: the invitation, which the admin may send.
    await expect(card.getByTestId("next-step-title")).toHaveText("Send the invitation");
    await expect(card.getByRole("link", { name: "Send the invitation" })).toBeVisible();
    const api = await apiAs("admin");
    const saved = (await (await api.get(`/api/employees/${hire.id}`)).json()) as { lsp: { id: string } | null };
    expect(saved.lsp?.id).toBe("euroemploy");
    await api.dispose();
  });
});
