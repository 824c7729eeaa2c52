// [PERMISSIONS] A super manager switches a permission on and the manager's access changes on their next request.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { createSignedUpManager, signedInContext } from "./helpers";

test.use({ storageState: authFile("superManager") });

test("[PERMISSIONS] super manager makes a manager super manager: /permissions opens for them", async ({
  page,
  browser,
}) => {
  const fresh = await createSignedUpManager({ acceptPrivacy: false });
  const context = await signedInContext(browser, fresh);
  const theirs = await context.newPage();
  // First sign-in: the privacy-policy gate, Continue only once 'I agree' is ticked.
  await theirs.goto("/permissions");
  await expect(theirs).toHaveURL(/\/privacy-policy$/);
  const proceed = theirs.getByRole("button", { name: "Continue" });
  await expect(proceed).toBeDisabled();
  await theirs.getByLabel("I agree").check();
  await proceed.click();
  await expect(theirs).toHaveURL(/\/employees/);
  await theirs.goto("/permissions");
  await expect(theirs.getByText("Access Denied/Forbidden")).toBeVisible();
  expect(
    (
      await context.request.patch(`/api/user-scopes/users/${fresh.userId}/finance`, { data: { scopeStatus: true } })
    ).status(),
  ).toBe(403);

  await page.goto("/permissions");
  const panel = page.getByTestId("permissions-panel");
  await panel
    .getByRole("button", { name: /Eddie Tester/ })
    .filter({ hasText: fresh.email })
    .click();
  const toggle = panel.getByRole("switch", { name: "Super manager" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  await theirs.reload();
  await expect(theirs.getByRole("heading", { name: "Permissions", exact: true })).toBeVisible();
  expect(
    (
      await context.request.patch(`/api/user-scopes/users/${fresh.userId}/finance`, { data: { scopeStatus: true } })
    ).status(),
  ).toBe(200);
  await context.close();
});
