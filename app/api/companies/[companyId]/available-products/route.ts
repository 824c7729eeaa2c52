import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/companies/schema";
import { getAvailableProducts } from "@/lib/companies/service";

export const GET = route({ permission: "companies.availableProducts", params: ZCompanyParams }, ({ actor, params }) =>
  getAvailableProducts(actor, params.companyId),
);
