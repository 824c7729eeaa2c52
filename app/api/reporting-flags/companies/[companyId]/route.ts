import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/companies/schema";
import { getReportingFlags } from "@/lib/companies/service";

export const GET = route({ permission: "companies.read", params: ZCompanyParams }, ({ actor, params }) =>
  getReportingFlags(actor, params.companyId),
);
