// The track record of each check that found something in the pay reports of an LSP bill (?grossToNetIds=a,b), with
// those findings' verdicts.
import { route } from "@/lib/http/route";
import { getCheckTrackRecord } from "@/lib/payroll/anomalies/get-check-track-record";
import { ZFindingsQuery } from "@/lib/payroll/anomalies/schema";
import { ZTrackRecordResponse } from "@/lib/payroll/anomalies/verdict-schema";

export const GET = route(
  {
    permission: "payReports.read",
    query: ZFindingsQuery,
    response: ZTrackRecordResponse,
    summary: "The checks' track records and the findings' verdicts of some pay reports",
  },
  ({ actor, query }) => getCheckTrackRecord(actor, query.grossToNetIds),
);
