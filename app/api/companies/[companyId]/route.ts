import { route } from "@/lib/http/route";
import { ZCompanyParams, ZUpdateCompany } from "@/lib/companies/schema";
import { getCompanyOrThrow, updateCompany } from "@/lib/companies/service";

export const GET = route({ permission: "companies.read", params: ZCompanyParams }, ({ actor, params }) =>
  getCompanyOrThrow(actor, params.companyId),
);

export const PATCH = route(
  { permission: "companies.update", params: ZCompanyParams, body: ZUpdateCompany },
  ({ actor, params, body }) => updateCompany(actor, params.companyId, body),
);
