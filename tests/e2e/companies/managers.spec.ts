// [MANAGERS] Add a manager in steps and invite them (mail in the dev outbox); duplicate e-mail; delete with DELETE typed.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "./helpers";

test.describe(() => {
  test.use({ storageState: authFile("superManager") });

  test("[MANAGERS] super manager adds a manager and sends the platform invite", async ({ page, browser }) => {
    const email = `${unique("added")}@acme.example`;
    await page.goto("/companies/acme/managers/add");
    await expect(page.getByText("Step 1/2")).toBeVisible();
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Added");
    await page.getByLabel("Email").fill(email);
    await next.click();
    await expect(page.getByText("Step 2/2")).toBeVisible();
    await page.getByLabel("Job title").fill("Finance Lead");
    await page.getByLabel("Department").selectOption("Finance");
    await page.getByRole("button", { name: "Add manager" }).click();
    await expect(page.getByText("Ada Added was added as a manager.")).toBeVisible();
    await page.getByRole("button", { name: "Send platform invite to Manager" }).click();
    await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();

    // The invitation is a real e-mail: the admins' dev mail viewer shows it.
    const admin = await browser.newContext({ storageState: authFile("admin") });
    const viewer = await admin.newPage();
    await viewer.goto("/dev/outbox");
    await viewer.getByLabel("Recipient").fill(email);
    const message = viewer.getByTestId("outbox-message").filter({ hasText: email });
    await expect(message).toContainText("You are invited to OmniPlatform");
    await expect(message).toContainText("/change-pw?token=");
    await admin.close();
  });

  test("[MANAGERS] adding a manager with an e-mail already in use shows the duplicate message", async ({ page }) => {
    await page.goto("/companies/acme/managers/add");
    await page.getByLabel("First name").fill("Dup");
    await page.getByLabel("Last name").fill("Licate");
    await page.getByLabel("Email").fill("manager@acme.example");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Job title").fill("Anything");
    await page.getByLabel("Department").selectOption("Other");
    await page.getByRole("button", { name: "Add manager" }).click();
    await expect(page.getByText("This email is already associated with a user in the platform").first()).toBeVisible();
  });

  test("[MANAGERS] super manager deletes a manager after typing DELETE", async ({ page }) => {
    const boss = await apiAs("superManager");
    const res = await boss.post("/api/companies/acme/managers", {
      data: {
        firstName: "Del",
        lastName: "Etable",
        jobTitle: "Temp",
        department: "Other",
        email: `${unique("delete")}@acme.example`,
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await boss.dispose();

    await page.goto(`/companies/acme/managers/${id}`);
    await page.getByRole("button", { name: "Delete Manager" }).click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Delete" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Please type the word "DELETE"').fill("DELET");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Please type the word "DELETE"').fill("DELETE");
    await confirm.click();
    await expect(page.getByRole("dialog", { name: "Manager deleted" })).toBeVisible();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL(/\/companies\/acme/);
    const check = await apiAs("superManager");
    expect((await check.get(`/api/companies/acme/managers/${id}`)).status()).toBe(404);
    await check.dispose();
  });
});
