// Issue 27: acknowledge one finding of a pay report with a justification (a foreign finding id answers 404).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { acknowledgeFinding } from "@/lib/payroll/anomalies/acknowledge-finding";
import { ZAcknowledgeFinding } from "@/lib/payroll/anomalies/schema";

export const POST = route(
  {
    permission: "payrollChecks.acknowledge",
    params: z.object({ id: z.string().min(1), findingId: z.string().min(1) }),
    body: ZAcknowledgeFinding,
  },
  ({ actor, params, body }) =>
    acknowledgeFinding(actor, { reportId: params.id, findingId: params.findingId, justification: body.justification }),
);
