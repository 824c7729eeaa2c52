import { route } from "@/lib/http/route";
import { getPayHistory } from "@/lib/payslips/get-pay-history";
import { ZPayHistory, ZPayslipEmployeeParams } from "@/lib/payslips/schema";

// Gross and net per month and currency over the last 12 months, and the year to date per currency, from the
// employee's current payslips (the same figures as the payslip list).
export const GET = route(
  {
    permission: "payslips.read",
    params: ZPayslipEmployeeParams,
    response: ZPayHistory,
    summary: "The employee's pay over the last 12 months and the year to date",
  },
  ({ actor, params }) => getPayHistory(actor, params.employeeId),
);
