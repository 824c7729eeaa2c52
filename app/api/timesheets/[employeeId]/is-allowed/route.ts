import { z } from "zod";
import { route } from "@/lib/http/route";
import { isTimesheetAllowed } from "@/lib/timesheets/country-format";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// GET /timesheets/{employeeId}/is-allowed: whether the Timesheets tab shows.
export const GET = route(
  { permission: "timesheets.read", params: ZParams, summary: "Whether timesheets apply to the employee" },
  ({ actor, params }) => isTimesheetAllowed(actor, params.employeeId),
);
