import { z } from "zod";
import { noContent, route } from "@/lib/http/route";
import { deleteTimeOff } from "@/lib/time-off/delete-time-off";

const ZParams = z.object({ id: z.string().min(1).max(64) });

// DELETE /timeoff/requests/{timeOffLogId}: scheduled entries only for employees.
export const DELETE = route(
  { permission: "timeOff.write", params: ZParams, summary: "Delete a time-off entry" },
  async ({ actor, params }) => {
    await deleteTimeOff(actor, params.id);
    return noContent();
  },
);
