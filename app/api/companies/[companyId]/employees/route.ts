import { route } from "@/lib/http/route";
import { ZCompanyEmployeesQuery, ZCompanyParams } from "@/lib/companies/schema";
import { listCompanyEmployees } from "@/lib/companies/service";

// The company page's #employees tab (server-paged).
export const GET = route(
  { permission: "companies.read", params: ZCompanyParams, query: ZCompanyEmployeesQuery },
  ({ actor, params, query }) => listCompanyEmployees(actor, params.companyId, query),
);
