// Issue 27: the anomaly findings of one pay report; POST runs the checks again (idempotent, acknowledgements kept).
import { route } from "@/lib/http/route";
import { ZPayReportParams } from "@/lib/payroll/schema";
import { listPayReportFindings } from "@/lib/payroll/anomalies/list-pay-report-findings";
import { recheckPayReport } from "@/lib/payroll/anomalies/recheck-pay-report";
import { ZFindingsResponse } from "@/lib/payroll/anomalies/schema";

export const GET = route(
  { permission: "payReports.read", params: ZPayReportParams, response: ZFindingsResponse },
  ({ actor, params }) => listPayReportFindings(actor, params.id),
);

export const POST = route({ permission: "payrollChecks.manage", params: ZPayReportParams }, ({ actor, params }) =>
  recheckPayReport(actor, params.id),
);
