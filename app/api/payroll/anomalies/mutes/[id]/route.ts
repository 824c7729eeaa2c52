// Issue 27: lift a mute.
import { z } from "zod";
import { noContent, route } from "@/lib/http/route";
import { unmuteCheck } from "@/lib/payroll/anomalies/mute-check";

export const DELETE = route(
  { permission: "payrollChecks.manage", params: z.object({ id: z.string().min(1) }) },
  async ({ actor, params }) => {
    await unmuteCheck(actor, params.id);
    return noContent();
  },
);
