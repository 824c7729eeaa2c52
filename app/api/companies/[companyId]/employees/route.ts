import { route } from "@/lib/http/route";
import { ZCompanyEmployeesQuery, ZCompanyParams } from "@/lib/companies/schema";
import { listCompanyEmployees } from "@/lib/companies/service";
import { ZCompanyEmployeesPage } from "@/lib/companies/response-schema";

// The company page's #employees tab (server-paged).
export const GET = route(
  {
    permission: "companies.read",
    params: ZCompanyParams,
    query: ZCompanyEmployeesQuery,
    response: ZCompanyEmployeesPage,
  },
  ({ actor, params, query }) => listCompanyEmployees(actor, params.companyId, query),
);
