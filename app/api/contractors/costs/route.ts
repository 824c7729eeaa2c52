import { route } from "@/lib/http/route";
import { ZCostsQuery } from "@/lib/contractors/schema";
import { estimateContractorCosts } from "@/lib/contractors/costs";

export const GET = route({ permission: "contractors.read", query: ZCostsQuery }, ({ query }) =>
  estimateContractorCosts(query),
);
