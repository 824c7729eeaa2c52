import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/lsps/legal-entities/schema";
import { ZPayrollProvider } from "@/lib/lsps/providers/schema";
import { getPayrollProvider } from "@/lib/lsps/providers/get-payroll-provider";
import { savePayrollProvider } from "@/lib/lsps/providers/save-payroll-provider";

export const GET = route({ permission: "payrollProviders.read", params: ZIdParams }, ({ params }) =>
  getPayrollProvider(params.id),
);

export const PUT = route(
  { permission: "payrollProviders.manage", params: ZIdParams, body: ZPayrollProvider },
  ({ actor, params, body }) => savePayrollProvider(actor, body, params.id),
);
