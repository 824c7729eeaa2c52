/** @jest-environment node */
// The employee edit rules the spec states (spec 1 sections 4, 5 and 9), enforced by PATCH /api/employees/{id}:
// Unlimited time off forces 0 days; waiver and discount billing cycles at most 12; the waiver's three fields
// together and not 0; a start date in the future; role fields fixed once an Active or Inactive employee started.
import { addDays, format } from "date-fns";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
const patch = (employeeId: string, token: string, json: unknown) =>
  call<ErrorBody>(employeeRoute.PATCH, {
    method: "PATCH",
    path: `/api/employees/${employeeId}`,
    params: { employeeId },
    json,
    token,
  });
const day = (offset: number) => format(addDays(new Date(), offset), "yyyy-MM-dd");
const row = (id: string) => db.employee.findUniqueOrThrow({ where: { id } });

async function managerOf(options: Parameters<typeof createEmployee>[1] = {}) {
  const { employee } = await createEmployee(db, options);
  const { user } = await createManager(db, { companyId: employee.companyId });
  return { employee, token: await tokenFor(user.id) };
}
async function adminFor(options: Parameters<typeof createEmployee>[1] = {}) {
  const { employee } = await createEmployee(db, options);
  const { user } = await createUser(db, { roles: ["admin"] });
  return { employee, token: await tokenFor(user.id) };
}

describe("[EMPLOYEES] edit rules of the spec", () => {
  it("[spec 1 §5] Unlimited time off forces the holiday days to 0", async () => {
    const { employee, token } = await managerOf();
    const res = await patch(employee.id, token, { holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: 25 });
    expect(res.status).toBe(200);
    expect(await row(employee.id)).toMatchObject({ holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: 0 });
    // Days alone, while the stored type is Unlimited: still 0.
    expect((await patch(employee.id, token, { holidayAllowanceValue: 12 })).status).toBe(200);
    expect((await row(employee.id)).holidayAllowanceValue).toBe(0);
    // The type alone: the days follow.
    const other = await managerOf();
    expect((await patch(other.employee.id, other.token, { holidayAllowanceType: "UNLIMITED" })).status).toBe(200);
    expect((await row(other.employee.id)).holidayAllowanceValue).toBe(0);
  });

  it("[spec 1 §5] waiver and discount billing cycles at most 12", async () => {
    const { employee, token } = await adminFor();
    const waiver = await patch(employee.id, token, {
      managementFeeWaiverPercentage: 50,
      managementFeeWaiverPeriodStart: "2027-01",
      managementFeeWaiverBillingCycles: 13,
    });
    expect(waiver.status).toBe(400);
    expect(waiver.body.fieldErrors).toEqual({ managementFeeWaiverBillingCycles: ["Up to 12 billing cycles allowed"] });
    const discount = await patch(employee.id, token, {
      managementFeeDiscountPercentage: 10,
      managementFeeDiscountBillingCycles: 13,
    });
    expect(discount.status).toBe(400);
    expect(discount.body.fieldErrors).toEqual({
      managementFeeDiscountBillingCycles: ["Up to 12 billing cycles allowed"],
    });
    expect(
      (
        await patch(employee.id, token, {
          managementFeeWaiverPercentage: 50,
          managementFeeWaiverPeriodStart: "2027-01",
          managementFeeWaiverBillingCycles: 12,
          managementFeeDiscountPercentage: 10,
          managementFeeDiscountBillingCycles: 12,
        })
      ).status,
    ).toBe(200);
    const saved = await row(employee.id);
    expect([saved.managementFeeWaiverBillingCycles, saved.managementFeeDiscountBillingCycles]).toEqual([12, 12]);
  });

  it("[spec 1 §5] the waiver's percentage, period start and cycles are required together and not 0", async () => {
    const { employee, token } = await adminFor();
    const alone = await patch(employee.id, token, { managementFeeWaiverPercentage: 20 });
    expect(alone.status).toBe(400);
    expect(alone.body.fieldErrors).toEqual({
      managementFeeWaiverPeriodStart: ["This field is required"],
      managementFeeWaiverBillingCycles: ["This field is required"],
    });
    const zero = await patch(employee.id, token, {
      managementFeeWaiverPercentage: 0,
      managementFeeWaiverPeriodStart: "2027-01",
      managementFeeWaiverBillingCycles: 0,
    });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.fieldErrors ?? {}).sort()).toEqual([
      "managementFeeWaiverBillingCycles",
      "managementFeeWaiverPercentage",
    ]);
    expect((await row(employee.id)).managementFeeWaiverPercentage).toBeNull();
    const full = { managementFeeWaiverPercentage: 20, managementFeeWaiverPeriodStart: "2027-01" };
    expect((await patch(employee.id, token, { ...full, managementFeeWaiverBillingCycles: 3 })).status).toBe(200);
    // One of the three alone, with the other two stored: fine; clearing one of them alone is not.
    expect((await patch(employee.id, token, { managementFeeWaiverBillingCycles: 6 })).status).toBe(200);
    const cleared = await patch(employee.id, token, { managementFeeWaiverPeriodStart: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fieldErrors).toEqual({ managementFeeWaiverPeriodStart: ["This field is required"] });
    // All three cleared: no waiver.
    const none = { managementFeeWaiverPercentage: null, managementFeeWaiverPeriodStart: null };
    expect((await patch(employee.id, token, { ...none, managementFeeWaiverBillingCycles: null })).status).toBe(200);
    expect((await row(employee.id)).managementFeeWaiverBillingCycles).toBeNull();
  });

  it("[spec 1 §5] the start date must be in the future", async () => {
    const { employee, token } = await managerOf({ onboardingStatus: "IN_PROGRESS" });
    for (const startDate of [day(-1), day(0)]) {
      const res = await patch(employee.id, token, { startDate });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ startDate: ["Please enter a date in the future"] });
    }
    expect((await patch(employee.id, token, { startDate: day(30) })).status).toBe(200);
    expect((await row(employee.id)).startDate?.toISOString().slice(0, 10)).toBe(day(30));
  });

  it("[spec 1 §4] role fields are refused for an Active or Inactive employee whose start date has passed", async () => {
    for (const onboardingStatus of ["ACTIVE", "INACTIVE"] as const) {
      const { employee, token } = await managerOf({ onboardingStatus, startDate: new Date("2025-01-01") });
      for (const [field, value] of [
        ["jobTitle", "Staff Engineer"],
        ["jobDescription", "Leads the platform team."],
        ["hoursOfWork", 32],
        ["annualBaseSalaryAmount", "90000"],
        ["annualBaseSalaryCurrency", "USD"],
      ] as const) {
        const res = await patch(employee.id, token, { [field]: value });
        expect(res.status).toBe(403);
        expect(res.body.message).toContain(field);
        expect(Object.keys(res.body.fieldErrors ?? {})).toEqual([field]);
      }
      const saved = await row(employee.id);
      expect([saved.jobTitle, saved.hoursOfWork, saved.annualBaseSalaryAmount?.toString()]).toEqual([
        "Software Engineer",
        40,
        "60000",
      ]);
      // The stored value sent back is no change; other fields stay editable.
      expect((await patch(employee.id, token, { jobTitle: "Software Engineer", hoursOfWork: 40 })).status).toBe(200);
      expect((await patch(employee.id, token, { purchaseOrderNumber: "PO-1" })).status).toBe(200);
    }
  });

  it("[spec 1 §4] role fields stay editable before the start date or while onboarding is in progress", async () => {
    const future = await managerOf({ onboardingStatus: "ACTIVE", startDate: new Date(`${day(20)}T00:00:00Z`) });
    expect((await patch(future.employee.id, future.token, { jobTitle: "Staff Engineer" })).status).toBe(200);
    const onboarding = await managerOf({ onboardingStatus: "IN_PROGRESS", startDate: new Date("2025-01-01") });
    expect((await patch(onboarding.employee.id, onboarding.token, { hoursOfWork: 30 })).status).toBe(200);
    expect((await row(onboarding.employee.id)).hoursOfWork).toBe(30);
  });
});
