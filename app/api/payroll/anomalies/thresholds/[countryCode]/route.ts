// Issue 27: a country's change threshold back to the default.
import { z } from "zod";
import { noContent, route } from "@/lib/http/route";
import { deleteThreshold } from "@/lib/payroll/anomalies/save-check-settings";

export const DELETE = route(
  { permission: "payrollChecks.manage", params: z.object({ countryCode: z.string().min(1).max(2) }) },
  async ({ actor, params }) => {
    await deleteThreshold(actor, params.countryCode.toUpperCase());
    return noContent();
  },
);
