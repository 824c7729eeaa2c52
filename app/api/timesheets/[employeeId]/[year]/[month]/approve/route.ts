import { route } from "@/lib/http/route";
import { yearMonthOf, ZTimesheetParams } from "@/lib/timesheets/schema";
import { approveTimesheet } from "@/lib/timesheets/submit-timesheet";

// PATCH /timesheets/{employeeId}/{year}/{month}/approve (beyond the spec's catalogue): SUBMITTED -> APPROVED.
export const PATCH = route(
  { permission: "timesheets.approve", params: ZTimesheetParams, summary: "Approve a submitted month" },
  ({ actor, params }) => approveTimesheet(actor, params.employeeId, yearMonthOf(params.year, params.month)),
);
