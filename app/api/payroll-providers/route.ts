import { created, route } from "@/lib/http/route";
import { ZProviderListQuery } from "@/lib/lsps/legal-entities/schema";
import { ZPayrollProvider } from "@/lib/lsps/providers/schema";
import { listPayrollProviders } from "@/lib/lsps/providers/list-payroll-providers";
import { savePayrollProvider } from "@/lib/lsps/providers/save-payroll-provider";

export const GET = route({ permission: "payrollProviders.read", query: ZProviderListQuery }, ({ query }) =>
  listPayrollProviders(query),
);

export const POST = route({ permission: "payrollProviders.manage", body: ZPayrollProvider }, async ({ actor, body }) =>
  created(await savePayrollProvider(actor, body)),
);
