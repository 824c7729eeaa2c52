"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** GET /api/seats/company/{companyId}: a company's pending employees (search, status and country filters). */
export function useCompanySeats<T>(companyId: string, query: URLSearchParams) {
  return useSWR<T>(apiPath(`/api/seats/company/${companyId}`, query), swrFetcher, { keepPreviousData: true });
}
