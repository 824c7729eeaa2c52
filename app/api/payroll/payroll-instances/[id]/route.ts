import { route } from "@/lib/http/route";
import { ZPayrollInstanceParams } from "@/lib/payroll/instances/schema";
import { getWorkbook } from "@/lib/payroll/get-workbook";

// GET /payroll/payroll-instances/{id}: one workbook.
export const GET = route({ permission: "workbooks.read", params: ZPayrollInstanceParams }, ({ params }) =>
  getWorkbook(params.id),
);
