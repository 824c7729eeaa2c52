"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** GET /api/calculator/employer-costs; `null` query = no request (no country yet). Keeps the last estimate while typing. */
export function useEmployerCosts<T>(query: URLSearchParams | null) {
  return useSWR<{ data: T }>(query ? apiPath("/api/calculator/employer-costs", query) : null, swrFetcher, {
    keepPreviousData: true,
  });
}
