"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { TAXONOMY_REFRESH_MS, type LegalEntityConf, type TaxonomyJobList } from "@/lib/taxonomies/schema";

/** GET /api/taxonomies-update-job: the job list, refetched every 30 s (spec 3 section 9). */
export function useTaxonomyJobs(pageIndex: number, pageSize: number) {
  return useSWR<TaxonomyJobList>(apiPath("/api/taxonomies-update-job", { pageIndex, pageSize }), swrFetcher, {
    refreshInterval: TAXONOMY_REFRESH_MS,
    keepPreviousData: true,
  });
}

/** GET /api/taxonomies/le-conf: legal entities for the create form. */
export function useLegalEntityConf() {
  return useSWR<{ items: LegalEntityConf[] }>("/api/taxonomies/le-conf", swrFetcher);
}
