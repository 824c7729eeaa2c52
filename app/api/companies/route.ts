import { route, created } from "@/lib/http/route";
import { ZCompanyListQuery, ZCreateCompany } from "@/lib/companies/schema";
import { createCompany, listCompanies } from "@/lib/companies/service";

export const GET = route({ permission: "companies.list", query: ZCompanyListQuery }, ({ actor, query }) =>
  listCompanies(actor, query),
);

export const POST = route({ permission: "companies.create", body: ZCreateCompany }, async ({ actor, body }) =>
  created(await createCompany(actor, body)),
);
