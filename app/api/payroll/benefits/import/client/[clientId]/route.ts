import { route } from "@/lib/http/route";
import { ZClientParams } from "@/lib/benefits/imports/schema";
import { getClientBenefitImports } from "@/lib/benefits/imports/get-client-benefit-imports";

// GET /payroll/benefits/import/client/{clientId}: one client's imported benefit rows and their summary.
export const GET = route(
  { permission: "benefitImports.read", params: ZClientParams, summary: "A client's benefit imports" },
  async ({ params }) => getClientBenefitImports(params.clientId),
);
