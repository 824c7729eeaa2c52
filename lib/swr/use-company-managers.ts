"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";

/** GET /api/companies/{companyId}/managers, starting from the server-rendered list. */
export function useCompanyManagers<T>(companyId: string, initial: T) {
  return useSWR<T>(`/api/companies/${companyId}/managers`, swrFetcher, { fallbackData: initial });
}
