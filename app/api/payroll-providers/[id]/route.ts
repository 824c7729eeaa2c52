import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/legal-entities/schema";
import { ZPayrollProvider } from "@/lib/payroll/providers/schema";
import { getPayrollProvider } from "@/lib/payroll/providers/get-payroll-provider";
import { savePayrollProvider } from "@/lib/payroll/providers/save-payroll-provider";

export const GET = route({ permission: "payrollProviders.read", params: ZIdParams }, ({ params }) =>
  getPayrollProvider(params.id),
);

export const PUT = route(
  { permission: "payrollProviders.manage", params: ZIdParams, body: ZPayrollProvider },
  ({ actor, params, body }) => savePayrollProvider(actor, body, params.id),
);
