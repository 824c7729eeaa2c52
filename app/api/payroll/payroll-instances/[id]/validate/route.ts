import { route } from "@/lib/http/route";
import { ZPayrollInstanceParams } from "@/lib/payroll/instances/schema";
import { validatePayrollInstance } from "@/lib/payroll/instances/validate-payroll-instance";

// POST /payroll/payroll-instances/{id}/validate: the workbook's status from its pay reports.
export const POST = route(
  { permission: "workbooks.validate", params: ZPayrollInstanceParams },
  async ({ actor, params }) => validatePayrollInstance(actor, params.id),
);
