"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { WorkbookList } from "@/lib/payroll/dto";

/** GET /api/workbook: the payroll home's workbooks (first page), with file counts and totals. */
export function useWorkbooks(pageSize = 100) {
  return useSWR<WorkbookList>(apiPath("/api/workbook", { pageSize }), swrFetcher);
}
