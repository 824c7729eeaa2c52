// [JOURNEY] The main journeys at phone width (issue 26, 'Keyboard and phone'): 390x844, every page reached from
// the landing page through the Menu button (no typed URLs), and no page of the way wider than the screen:
//   a manager opens an employee from the list -> an employee files an expense -> a manager approves one time-off
//   request and declines another through the dialog -> a general admin files a termination.
// The steps are journey-steps.ts's, shared with keyboard.spec.ts; the phone driver is journey-drivers.ts's.
import { test } from "@playwright/test";
import { authFile } from "../support/auth";
import { PHONE_VIEWPORT, phone } from "./journey-drivers";
import {
  adminFilesTermination,
  employeeFilesExpense,
  managerDecidesTimeOff,
  managerOpensEmployee,
} from "./journey-steps";

test.use({ viewport: PHONE_VIEWPORT, actionTimeout: 20_000 });

test.describe("manager", () => {
  test.use({ storageState: authFile("manager") });

  test("[JOURNEY] phone: a manager opens an employee from the list", async ({ page }) => {
    await managerOpensEmployee(phone, page);
  });

  test("[JOURNEY] phone: a manager approves one time-off request and declines another", async ({ page }) => {
    await managerDecidesTimeOff(phone, page, "Phone");
  });
});

test.describe("employee", () => {
  test.use({ storageState: authFile("employee") });

  test("[JOURNEY] phone: an employee files an expense", async ({ page }) => {
    await employeeFilesExpense(phone, page, "Phone taxi");
  });
});

test.describe("general admin", () => {
  test.use({ storageState: authFile("admin") });

  test("[JOURNEY] phone: a general admin files a termination", async ({ page }) => {
    test.setTimeout(120_000);
    await adminFilesTermination(phone, page, "PhoneLeaving");
  });
});
