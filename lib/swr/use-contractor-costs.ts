"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

export type ContractorCosts = {
  currency: string;
  frequency: string;
  rate: string;
  monthlyContractorCost: string;
  platformFee: string;
  totalMonthlyCost: string;
};

/** GET /api/contractors/costs: the add-contractor cost preview; `null` = no request yet. */
export function useContractorCosts(query: { rate: number; currency: string; frequency: string } | null) {
  return useSWR<ContractorCosts>(query ? apiPath("/api/contractors/costs", query) : null, swrFetcher);
}
