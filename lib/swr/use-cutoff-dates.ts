"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

export type CutoffDatesAnswer = {
  nextCutoffDate: string | null;
  cutoffDates: {
    lspId: string;
    countryCode: string;
    payrollCycle: string;
    payrollPeriod: string;
    cutoffDate: string;
  }[];
};

/** GET /api/cutoff-dates (lspId, countryCode, legalEntityId): the calendar from today; null key: nothing to ask. */
export function useCutoffDates(query: { lspId?: string; countryCode?: string; legalEntityId?: string } | null) {
  return useSWR<CutoffDatesAnswer>(query ? apiPath("/api/cutoff-dates", query) : null, swrFetcher);
}
