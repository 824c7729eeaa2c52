// The employee edit schema shared by the form and PATCH /api/employees/{id} (spec 1 sections 4, 5 and 9).
import { addDays, format } from "date-fns";
import {
  employeeEditSchema,
  roleFieldsLocked,
  showsPayrollCutoffNotice,
  waiverIssues,
  ZEmployeeEdit,
} from "@/lib/employees/edit-schema";

const day = (offset: number) => format(addDays(new Date(), offset), "yyyy-MM-dd");
const errorsOf = (input: unknown, schema = ZEmployeeEdit) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};
const waiver = (percentage: unknown, periodStart: unknown, cycles: unknown) => ({
  managementFeeWaiverPercentage: percentage,
  managementFeeWaiverPeriodStart: periodStart,
  managementFeeWaiverBillingCycles: cycles,
});

describe("[EMPLOYEES] edit schema", () => {
  it("[spec 1 §5] Unlimited time off forces the holiday days to 0", () => {
    expect(ZEmployeeEdit.parse({ holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: "25" })).toEqual({
      holidayAllowanceType: "UNLIMITED",
      holidayAllowanceValue: 0,
    });
    expect(ZEmployeeEdit.parse({ holidayAllowanceType: "UNLIMITED" })).toMatchObject({ holidayAllowanceValue: 0 });
    expect(
      ZEmployeeEdit.parse({ holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS", holidayAllowanceValue: "25" }),
    ).toMatchObject({ holidayAllowanceValue: 25 });
  });

  it("[spec 1 §5] waiver cycles at most 12", () => {
    expect(errorsOf(waiver(10, "2027-01", 13))).toEqual({
      managementFeeWaiverBillingCycles: "Up to 12 billing cycles allowed",
    });
    expect(errorsOf(waiver(10, "2027-01", "12"))).toEqual({});
  });

  it("[spec 1 §9] discount cycles at most 12", () => {
    expect(errorsOf({ managementFeeDiscountPercentage: 5, managementFeeDiscountBillingCycles: "13" })).toEqual({
      managementFeeDiscountBillingCycles: "Up to 12 billing cycles allowed",
    });
    expect(errorsOf({ managementFeeDiscountPercentage: 5, managementFeeDiscountBillingCycles: 12 })).toEqual({});
  });

  it("[spec 1 §5] the waiver's three are required together and percentage and cycles are not 0", () => {
    expect(errorsOf(waiver("15", "", ""))).toEqual({
      managementFeeWaiverPeriodStart: "This field is required",
      managementFeeWaiverBillingCycles: "This field is required",
    });
    expect(errorsOf(waiver("0", "2027-01", "0"))).toEqual({
      managementFeeWaiverPercentage: "Please enter a value greater than 0",
      managementFeeWaiverBillingCycles: "Please enter a value greater than 0",
    });
    // Empty inputs are no waiver (null), not 0.
    expect(ZEmployeeEdit.parse(waiver("", "", ""))).toEqual(waiver(null, null, null));
    expect(errorsOf(waiver(15, "2027-01", 3))).toEqual({});
    // Not all three in hand (a partial payload): the route checks them against the stored ones.
    expect(waiverIssues({ managementFeeWaiverPercentage: 15 })).toEqual([
      { field: "managementFeeWaiverPeriodStart", message: "This field is required" },
      { field: "managementFeeWaiverBillingCycles", message: "This field is required" },
    ]);
  });

  it("[spec 1 §5] the start date must be in the future", () => {
    expect(errorsOf({ startDate: day(0) })).toEqual({ startDate: "Please enter a date in the future" });
    expect(errorsOf({ startDate: day(-3) })).toEqual({ startDate: "Please enter a date in the future" });
    expect(errorsOf({ startDate: "2030-02-31" })).toMatchObject({ startDate: "Please enter a start date" });
    expect(errorsOf({ startDate: day(1) })).toEqual({});
    // The form holds the stored start date unchanged: that is not a new date to check.
    const form = employeeEditSchema({ currentStartDate: "2025-01-01" });
    expect(errorsOf({ startDate: "2025-01-01" }, form)).toEqual({});
    expect(errorsOf({ startDate: "2025-01-02" }, form)).toEqual({ startDate: "Please enter a date in the future" });
  });

  it("[spec 1 §4] role fields are locked for Active or Inactive employees once the start date has passed", () => {
    const today = "2026-11-26";
    expect(roleFieldsLocked({ onboardingStatus: "ACTIVE", startDate: "2026-11-25" }, today)).toBe(true);
    expect(roleFieldsLocked({ onboardingStatus: "INACTIVE", startDate: "2025-01-01" }, today)).toBe(true);
    expect(roleFieldsLocked({ onboardingStatus: "ACTIVE", startDate: "2026-11-27" }, today)).toBe(false);
    expect(roleFieldsLocked({ onboardingStatus: "IN_PROGRESS", startDate: "2025-01-01" }, today)).toBe(false);
    expect(roleFieldsLocked({ onboardingStatus: "PENDING", startDate: "2025-01-01" }, today)).toBe(false);
    expect(roleFieldsLocked({ onboardingStatus: "ACTIVE", startDate: null }, today)).toBe(false);
  });

  it("[spec 1 §9] the payroll cutoff notice follows bank or address changes on days 6 to 31", () => {
    const on = (dayOfMonth: number) => new Date(2026, 9, dayOfMonth, 12);
    expect([1, 5].map((d) => showsPayrollCutoffNotice(["iban"], on(d)))).toEqual([false, false]);
    expect([6, 15, 31].map((d) => showsPayrollCutoffNotice(["iban"], on(d)))).toEqual([true, true, true]);
    expect(showsPayrollCutoffNotice(["privateAddress"], on(20))).toBe(true);
    expect(showsPayrollCutoffNotice(["accountNumber", "phoneNumber"], on(20))).toBe(true);
    expect(showsPayrollCutoffNotice(["phoneNumber", "jobTitle"], on(20))).toBe(false);
  });
});
