import { route } from "@/lib/http/route";
import { ZCountryParam } from "@/lib/benefits/schema";
import { getBenefitCatalog } from "@/lib/benefits/get-catalog";

export const GET = route(
  { permission: "benefits.read", params: ZCountryParam, summary: "Supplementary benefits of a country" },
  ({ params }) => getBenefitCatalog(params.countryCode),
);
