import { route } from "@/lib/http/route";
import { listPayslips } from "@/lib/payslips/list-payslips";
import { ZPayslipEmployeeParams, ZPayslipListQuery, ZPayslipPage } from "@/lib/payslips/schema";

// The employee's payslips, newest period first (keyset: pass nextCursor back as cursor). An employee reads their
// own; payroll staff any; a client manager with company-wide payroll rights their company's (else 404).
export const GET = route(
  {
    permission: "payslips.read",
    params: ZPayslipEmployeeParams,
    query: ZPayslipListQuery,
    response: ZPayslipPage,
    summary: "The employee's payslips (published pay reports), newest first",
  },
  ({ actor, params, query }) => listPayslips(actor, params.employeeId, query),
);
