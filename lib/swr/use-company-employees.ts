"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** GET /api/companies/{companyId}/employees, one page. */
export function useCompanyEmployees<T>(companyId: string, page: { pageIndex: number; pageSize: number }) {
  return useSWR<T>(apiPath(`/api/companies/${companyId}/employees`, page), swrFetcher);
}
