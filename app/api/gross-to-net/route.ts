import { route } from "@/lib/http/route";
import { ZGtnListQuery } from "@/lib/payroll/schema";
import { listGrossToNet } from "@/lib/payroll/list-gross-to-net";
import { ZPayReportPage } from "@/lib/payroll/response-schema";

export const GET = route(
  { permission: "payReports.read", query: ZGtnListQuery, response: ZPayReportPage },
  ({ query }) => listGrossToNet(query),
);
