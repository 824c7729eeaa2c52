"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { ApprovalSettingsDto } from "@/lib/approval-chains/schema";

export const approvalSettingsPath = (companyId: string) =>
  `/api/companies/${encodeURIComponent(companyId)}/approval-settings`;

/** A company's approval chains, delegates and managers (the server's answer as fallback). Every change answers
 *  the whole settings, so callers put the answer in the cache with `mutate(answer, { revalidate: false })`. */
export function useApprovalSettings(companyId: string, fallback?: ApprovalSettingsDto) {
  return useSWR<ApprovalSettingsDto>(approvalSettingsPath(companyId), swrFetcher, { fallbackData: fallback });
}
