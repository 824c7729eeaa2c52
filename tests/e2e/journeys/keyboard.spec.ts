// [JOURNEY] The main journeys with the keyboard only (issue 26, 'Keyboard and phone'): no mouse click anywhere.
// Every control is reached with Tab (tabTo) and used with Enter, Space or the arrow keys; text goes in with the
// keyboard; selects and date fields get their value from Playwright on the focused control (no pointer either).
// After each dialog closes or form replaces itself, focus is on the page (a heading, the opener), never <body>.
//   a manager opens an employee from the list's row link -> an employee files an expense -> a manager approves
//   one time-off request and declines another through the dialog -> a general admin files a termination.
// The steps are journey-steps.ts's, shared with phone.spec.ts; the keyboard driver is journey-drivers.ts's.
import { test } from "@playwright/test";
import { authFile } from "../support/auth";
import { keyboard } from "./journey-drivers";
import {
  adminFilesTermination,
  employeeFilesExpense,
  managerDecidesTimeOff,
  managerOpensEmployee,
} from "./journey-steps";

test.use({ actionTimeout: 20_000 });

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[JOURNEY] keyboard only: a manager opens an employee from the list by the row link", async ({ page }) => {
    await managerOpensEmployee(keyboard, page);
  });

  test("[JOURNEY] keyboard only: a manager approves one time-off request and declines another", async ({ page }) => {
    await managerDecidesTimeOff(keyboard, page, "KB");
  });
});

test.describe("employee", () => {
  test.use({ storageState: authFile("employee") });

  test("[JOURNEY] keyboard only: an employee files an expense", async ({ page }) => {
    await employeeFilesExpense(keyboard, page, "KB taxi");
  });
});

test.describe("general admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[JOURNEY] keyboard only: a general admin files a termination", async ({ page }) => {
    test.setTimeout(120_000);
    await adminFilesTermination(keyboard, page, "KBLeaving");
  });
});
