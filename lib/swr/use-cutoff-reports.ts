"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { CutoffFilters, CutoffReportList } from "@/lib/payroll/cutoff-reports/schema";

type Query = { lspId?: string; countryCode?: string; period?: string; pageSize: number; nextPageKey: string | null };

/** GET /api/cutoff-reports: one keyset page of a period's cutoff reports. */
export function useCutoffReports(query: Query) {
  return useSWR<CutoffReportList>(apiPath("/api/cutoff-reports", query), swrFetcher, { keepPreviousData: true });
}

/** GET /api/cutoff-reports/filters: LSPs, countries, periods and the default period. */
export function useCutoffFilters() {
  return useSWR<CutoffFilters>("/api/cutoff-reports/filters", swrFetcher);
}
