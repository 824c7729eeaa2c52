// Issue 27: mute one check for one employee with a reason until a date.
import { created, route } from "@/lib/http/route";
import { muteCheck } from "@/lib/payroll/anomalies/mute-check";
import { ZCheckMuteForm } from "@/lib/payroll/anomalies/schema";

export const POST = route({ permission: "payrollChecks.manage", body: ZCheckMuteForm }, async ({ actor, body }) =>
  created(await muteCheck(actor, body)),
);
