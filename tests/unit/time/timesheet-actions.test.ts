import { timesheetActionsOf } from "@/lib/timesheets/timesheet-actions";
import { testActor } from "../support/test-actor";

const actor = testActor;

describe("timesheetActionsOf", () => {
  it("lets an employee edit their own month only, and never read the company list or approve", () => {
    const employee = actor("co-1", "employee");
    expect(timesheetActionsOf(employee, { isOwn: true })).toEqual({ readCompany: false, edit: true, approve: false });
    expect(timesheetActionsOf(employee, { isOwn: false })).toEqual({
      readCompany: false,
      edit: false,
      approve: false,
    });
  });

  it("lets a manager read the company list and approve someone else's month, not their own", () => {
    const manager = actor("co-1", ["manager", ["employees:*"]]);
    expect(timesheetActionsOf(manager, { isOwn: false })).toEqual({ readCompany: true, edit: false, approve: true });
    expect(timesheetActionsOf(manager, { isOwn: true })).toEqual({ readCompany: true, edit: false, approve: false });
  });

  it("offers no month actions without a month", () => {
    expect(timesheetActionsOf(actor(null, "admin"))).toEqual({ readCompany: true, edit: false, approve: false });
  });
});
