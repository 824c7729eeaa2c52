import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZTimeOffList } from "@/lib/time-off/response-schema";
import { ZTimeOffQuery } from "@/lib/time-off/schema";
import { listEmployeeTimeOff } from "@/lib/time-off/list-time-off";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// GET /timeoff/by-employee-id/{id}/requests?year_month= : taken and scheduled entries.
export const GET = route(
  {
    permission: "timeOff.read",
    params: ZParams,
    query: ZTimeOffQuery,
    response: ZTimeOffList,
    summary: "An employee's time off",
  },
  ({ actor, params, query }) => listEmployeeTimeOff(actor, params.employeeId, query.year_month),
);
