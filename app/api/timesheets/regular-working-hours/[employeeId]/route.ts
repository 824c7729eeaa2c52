import { z } from "zod";
import { created, route } from "@/lib/http/route";
import { ZRegularWorkingHours } from "@/lib/timesheets/schema";
import { getRegularWorkingHours, saveRegularWorkingHours } from "@/lib/timesheets/regular-working-hours";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// GET, POST, PATCH /timesheets/regular-working-hours/{employeeId}: the weekly pattern that pre-fills months.
export const GET = route(
  { permission: "timesheets.read", params: ZParams, summary: "Regular working hours" },
  ({ actor, params }) => getRegularWorkingHours(actor, params.employeeId),
);

export const POST = route(
  { permission: "timesheets.write", params: ZParams, body: ZRegularWorkingHours, summary: "Set regular working hours" },
  async ({ actor, params, body }) => created(await saveRegularWorkingHours(actor, params.employeeId, body, "create")),
);

export const PATCH = route(
  {
    permission: "timesheets.write",
    params: ZParams,
    body: ZRegularWorkingHours,
    summary: "Change regular working hours",
  },
  ({ actor, params, body }) => saveRegularWorkingHours(actor, params.employeeId, body, "update"),
);
