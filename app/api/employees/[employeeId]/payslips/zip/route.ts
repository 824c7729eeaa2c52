import { route } from "@/lib/http/route";
import { downloadYearPayslips } from "@/lib/payslips/download-year-payslips";
import { ZPayslipEmployeeParams, ZPayslipYearQuery } from "@/lib/payslips/schema";

// One year's payslips of an employee as a streamed ZIP (every published version); audited on each download.
export const GET = route(
  {
    permission: "payslips.read",
    params: ZPayslipEmployeeParams,
    query: ZPayslipYearQuery,
    summary: "Download a year's payslips (ZIP)",
  },
  ({ actor, params, query }) => downloadYearPayslips(actor, params.employeeId, query.year),
);
