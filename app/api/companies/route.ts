import { route, created } from "@/lib/http/route";
import { ZCompanyListQuery, ZCreateCompany } from "@/lib/companies/schema";
import { createCompany, listCompanies } from "@/lib/companies/service";
import { ZCompanyListPage } from "@/lib/companies/response-schema";

export const GET = route(
  { permission: "companies.list", query: ZCompanyListQuery, response: ZCompanyListPage },
  ({ actor, query }) => listCompanies(actor, query),
);

export const POST = route({ permission: "companies.create", body: ZCreateCompany }, async ({ actor, body }) =>
  created(await createCompany(actor, body)),
);
