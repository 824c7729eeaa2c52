// A payroll admin's verdict on one finding of a pay report: confirmed mistake or justified, correct (a foreign
// finding id answers 404). It feeds the check's track record.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { setFindingVerdict } from "@/lib/payroll/anomalies/set-finding-verdict";
import { ZFindingVerdict, ZFindingVerdictResult } from "@/lib/payroll/anomalies/verdict-schema";

export const POST = route(
  {
    permission: "payrollChecks.verdict",
    params: z.object({ id: z.string().min(1), findingId: z.string().min(1) }),
    body: ZFindingVerdict,
    response: ZFindingVerdictResult,
    summary: "Mark a finding a confirmed mistake or justified as correct",
  },
  ({ actor, params, body }) => setFindingVerdict(actor, { reportId: params.id, findingId: params.findingId, ...body }),
);
