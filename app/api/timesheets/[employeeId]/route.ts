import { z } from "zod";
import { route } from "@/lib/http/route";
import { listEmployeeTimesheets } from "@/lib/timesheets/list-timesheets";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// GET /timesheets/{employeeId}: the employee's months, newest first.
export const GET = route(
  { permission: "timesheets.read", params: ZParams, summary: "An employee's timesheets" },
  ({ actor, params }) => listEmployeeTimesheets(actor, params.employeeId),
);
