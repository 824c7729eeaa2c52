// Issue 27: the anomaly findings of the pay reports of an LSP bill (?grossToNetIds=a,b).
import { route } from "@/lib/http/route";
import { listFindings } from "@/lib/payroll/anomalies/list-findings";
import { ZFindingsQuery, ZFindingsResponse } from "@/lib/payroll/anomalies/schema";

export const GET = route(
  { permission: "payReports.read", query: ZFindingsQuery, response: ZFindingsResponse },
  ({ actor, query }) => listFindings(actor, query.grossToNetIds),
);
