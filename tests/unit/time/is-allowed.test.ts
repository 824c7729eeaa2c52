import { timesheetAllowance } from "@/lib/timesheets/is-allowed";

describe("timesheets is-allowed rule (GET is-allowed, navigation and page guard share it)", () => {
  it("an active employee with the flag on may use timesheets", () => {
    expect(timesheetAllowance({ flagOn: true, archived: false })).toEqual({ isAllowed: true, reason: null });
  });
  it("an archived employee may not, and the reason says so", () => {
    expect(timesheetAllowance({ flagOn: true, archived: true })).toEqual({
      isAllowed: false,
      reason: "The employee is archived.",
    });
  });
  it("nobody may while the timesheets flag is off", () => {
    expect(timesheetAllowance({ flagOn: false, archived: false }).isAllowed).toBe(false);
    expect(timesheetAllowance({ flagOn: false, archived: true }).reason).toBe("Timesheets are turned off.");
  });
});
