import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZLeaveBalance } from "@/lib/time-off/response-schema";
import { getLeaveBalance } from "@/lib/time-off/get-time-off-balance";
import { utcDay } from "@/lib/time-off/working-days";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });
const ZQuery = z.object({ date: z.iso.date("Use yyyy-MM-dd").optional() });

// GET /timeoff/by-employee-id/{id}/balance (beyond the spec): the year's holiday allowance, taken, booked,
// pending and remaining working days, with the leave policy's entitled, accrued, carried-over and expiring days
// and each leave type's days, at ?date= (default today). Computed, never stored.
export const GET = route(
  {
    permission: "timeOff.read",
    params: ZParams,
    query: ZQuery,
    response: ZLeaveBalance,
    summary: "An employee's holiday balance at a date",
  },
  ({ actor, params, query }) => getLeaveBalance(actor, params.employeeId, query.date ? utcDay(query.date) : undefined),
);
