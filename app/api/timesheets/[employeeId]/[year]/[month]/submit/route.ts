import { route } from "@/lib/http/route";
import { yearMonthOf, ZTimesheetParams } from "@/lib/timesheets/schema";
import { submitTimesheet } from "@/lib/timesheets/submit-timesheet";

// PATCH /timesheets/{employeeId}/{year}/{month}/submit: EDITED -> SUBMITTED (409 when already submitted).
export const PATCH = route(
  { permission: "timesheets.write", params: ZTimesheetParams, summary: "Submit a month" },
  ({ actor, params }) => submitTimesheet(actor, params.employeeId, yearMonthOf(params.year, params.month)),
);
