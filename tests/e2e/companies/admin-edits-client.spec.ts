// [COMPANIES] An admin finds a client in the list and edits its details (spec 1 sections 2, 5; spec 3 section 2).
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "./helpers";

test.use({ storageState: authFile("admin") });

test("[COMPANIES] admin searches the client list, opens a client and edits its details", async ({ page }) => {
  // A client of this test's own (created the way CS admins do), so no other test's data changes.
  const name = unique("E2E Client");
  const cs = await apiAs("csAdmin");
  const created = await cs.post("/api/companies", {
    data: {
      name,
      countryOfRegistration: "DE",
      managers: [{ firstName: "Cleo", lastName: "Client", email: `${unique("owner")}@client.example` }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await cs.dispose();

  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Search by company name").fill(name);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole("cell", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("link", { name: "Edit details" }).click();
  await expect(page.getByRole("heading", { name: "Edit client details" })).toBeVisible();
  const companyName = page.getByLabel("Company name");
  await companyName.fill("");
  await page.getByLabel("Invoicing email").fill("not-an-email");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter a company name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await companyName.fill(`${name} Renamed`);
  await page.getByLabel("Invoicing email").fill("billing@client.example");
  await page.getByLabel("Onboarding stage").fill("Client Employee Onboarding");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}#details$`));
  await expect(page.getByRole("heading", { level: 1, name: `${name} Renamed` })).toBeVisible();
  await expect(page.getByText("billing@client.example")).toBeVisible();
});
