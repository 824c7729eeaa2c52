import { route } from "@/lib/http/route";
import { ZPayrollInstanceParams } from "@/lib/payroll/instances/schema";
import { generatePayrollInstance } from "@/lib/payroll/instances/generate-payroll-instance";

// POST /payroll/payroll-instances/{id}/generate: a validated workbook becomes GENERATED.
export const POST = route(
  { permission: "workbooks.generate", params: ZPayrollInstanceParams },
  async ({ actor, params }) => generatePayrollInstance(actor, params.id),
);
