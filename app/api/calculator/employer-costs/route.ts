import { route } from "@/lib/http/route";
import { ZEmployerCostsQuery } from "@/lib/hiring/schema";
import { estimateEmployerCosts } from "@/lib/hiring/estimate-employer-costs";

// GET /api/calculator/employer-costs?countryCode&currencyCode&annualSalary&managementPricing&fxPricing[&billingCurrency&companyId]
export const GET = route({ permission: "estimates.read", query: ZEmployerCostsQuery }, async ({ actor, query }) => ({
  data: await estimateEmployerCosts(actor, query),
}));
