import { route } from "@/lib/http/route";
import { yearMonthOf, ZTimesheetParams, ZTimesheetSaveBody } from "@/lib/timesheets/schema";
import { loadMonth } from "@/lib/timesheets/load-month";
import { saveTimesheet } from "@/lib/timesheets/save-timesheet";

// GET and PATCH /timesheets/{employeeId}/{year}/{month}: the month's daily hours and overtime.
export const GET = route(
  { permission: "timesheets.read", params: ZTimesheetParams, summary: "A month of timesheet" },
  ({ actor, params }) => loadMonth(actor, params.employeeId, yearMonthOf(params.year, params.month)),
);

export const PATCH = route(
  { permission: "timesheets.write", params: ZTimesheetParams, body: ZTimesheetSaveBody, summary: "Save a month" },
  ({ actor, params, body }) => saveTimesheet(actor, params.employeeId, yearMonthOf(params.year, params.month), body),
);
