import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZReopenBody } from "@/lib/payroll/versions/schema";
import { reopenPayReport } from "@/lib/payroll/versions/reopen-pay-report";

const ZParams = z.object({ id: z.string().min(1) });

// Issue 27: a payroll admin reopens a PUBLISHED report for correction, with a reason (status history note).
export const POST = route(
  {
    permission: "payReports.transition",
    params: ZParams,
    body: ZReopenBody,
    summary: "Reopen a published pay report for correction (PUBLISHED -> REOPENED), with a reason",
  },
  ({ actor, params, body }) => reopenPayReport(actor, params.id, body),
);
