import { created, route } from "@/lib/http/route";
import { ZTimeOffView } from "@/lib/time-off/response-schema";
import { ZTimeOffCreate } from "@/lib/time-off/schema";
import { createTimeOff } from "@/lib/time-off/create-time-off";

// POST /timeoff (spec 2 section 7): book time off; overlapping entries answer 409.
export const POST = route(
  { permission: "timeOff.write", body: ZTimeOffCreate, response: ZTimeOffView, summary: "Book time off" },
  async ({ actor, body }) => created(await createTimeOff(actor, body)),
);
