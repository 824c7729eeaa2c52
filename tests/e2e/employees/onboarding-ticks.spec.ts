// [ONBOARDING] Ticking the onboarding drawer's boxes fast (spec 1 section 4): a save that goes out midway answers
// after more boxes were ticked, and its answer does not untick them; every tick persists (reload); ticking the
// last box of an employee without an employer opens 'Employer missing' instead of saving a 422. The saves' answers
// are held by the test (not slept on) so the race happens on every run.
import { expect, test, type Route } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "../companies/helpers";

test.use({ storageState: authFile("admin") });

test("[ONBOARDING] fast ticks all persist, and the last one opens 'Employer missing'", async ({ page }) => {
  // A new employee of the demo company, without an employer, made the way an admin adds one.
  const api = await apiAs("admin");
  const created = await api.post("/api/employees", {
    data: {
      companyId: "acme",
      firstName: "Tia",
      lastName: unique("Ticks"),
      personalEmail: `${unique("tia")}@mail.test.example`,
      countryCode: "DE",
      jobTitle: "Analyst",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await api.dispose();

  // Hold each save's answer until the test lets it through (the server has already saved by then).
  const held: (() => Promise<void>)[] = [];
  const saves: string[][] = [];
  await page.route(`**/api/onboarding-progress/employee/${id}`, async (route: Route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    const body = route.request().postDataJSON() as { updatedSteps: { stepId: string; completed: boolean }[] };
    saves.push(body.updatedSteps.map((s) => s.stepId));
    const response = await route.fetch();
    held.push(() => route.fulfill({ response }));
  });

  await page.goto(`/employees/${id}`);
  await page.getByRole("button", { name: "See more" }).click();
  const drawer = page.getByRole("dialog", { name: "Onboarding progress" });
  const boxes = drawer.getByRole("checkbox");
  const total = await boxes.count();
  expect(total).toBeGreaterThanOrEqual(20);

  // A few ticks, then the pause sends a save; its answer is held while the next ticks land.
  const firstSave = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes(id));
  for (let i = 0; i < 5; i++) await boxes.nth(i).check();
  await firstSave;
  for (let i = 5; i < total - 1; i++) await boxes.nth(i).check();
  await expect.poll(() => held.length).toBe(1);
  const firstAnswer = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes(id));
  await held.shift()!();
  await firstAnswer;
  // The older answer left the newer ticks alone.
  for (let i = 0; i < total - 1; i++) await expect(boxes.nth(i)).toBeChecked();

  // The last box would complete onboarding without an employer: the modal, whatever the speed.
  await boxes.nth(total - 1).click();
  const modal = page.getByRole("dialog", { name: "Employer missing" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("link", { name: "Update Employer" })).toHaveAttribute(
    "href",
    `/employees/${id}/edit#lspId`,
  );
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(boxes.nth(total - 1)).not.toBeChecked();

  // The ticks made while the first save was out go in the next save, which answers without an error.
  await expect.poll(() => held.length).toBe(1);
  expect(saves[0]).toHaveLength(5);
  expect(saves[1]).toHaveLength(total - 1 - 5);
  const secondAnswer = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes(id));
  await held.shift()!();
  expect((await secondAnswer).status()).toBe(200);
  await expect(page.getByText("Could not save the onboarding steps")).toHaveCount(0);
  await expect(page.getByText(/^Employer missing: set the employer/)).toHaveCount(0);

  await page.unroute(`**/api/onboarding-progress/employee/${id}`);
  await page.reload();
  await page.getByRole("button", { name: "See more" }).click();
  for (let i = 0; i < total - 1; i++) await expect(boxes.nth(i)).toBeChecked();
  await expect(boxes.nth(total - 1)).not.toBeChecked();
});
