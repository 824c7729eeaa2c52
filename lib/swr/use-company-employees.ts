"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { z } from "zod";
import type { ZCompanyEmployeesPage } from "@/lib/companies/response-schema";

export type CompanyEmployeesPage = z.infer<typeof ZCompanyEmployeesPage>;

/** GET /api/companies/{companyId}/employees, one page. */
export function useCompanyEmployees(companyId: string, page: { pageIndex: number; pageSize: number }) {
  return useSWR<CompanyEmployeesPage>(apiPath(`/api/companies/${companyId}/employees`, page), swrFetcher);
}
