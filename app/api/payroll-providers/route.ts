import { created, route } from "@/lib/http/route";
import { ZProviderListQuery } from "@/lib/legal-entities/schema";
import { ZPayrollProvider } from "@/lib/payroll/providers/schema";
import { listPayrollProviders } from "@/lib/payroll/providers/list-payroll-providers";
import { savePayrollProvider } from "@/lib/payroll/providers/save-payroll-provider";

export const GET = route({ permission: "payrollProviders.read", query: ZProviderListQuery }, ({ query }) =>
  listPayrollProviders(query),
);

export const POST = route({ permission: "payrollProviders.manage", body: ZPayrollProvider }, async ({ actor, body }) =>
  created(await savePayrollProvider(actor, body)),
);
