"use client";

import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** GET /api/expenses/employee/{id}: outstanding and paid. */
export function useEmployeeExpenses<T>(employeeId: string | null) {
  return useSWR<T>(employeeId ? apiPath(`/api/expenses/employee/${encodeURIComponent(employeeId)}`) : null, swrFetcher);
}

/** GET /api/expenses/approver/{companyId}: keyset pages (nextPageKey), filters in the query. */
export function useApproverExpenses<T extends { nextPageKey: string | null }>(
  companyId: string,
  filters: Record<string, string>,
  pageSize = 50,
) {
  return useSWRInfinite<T>((index, previous: T | null) => {
    if (index > 0 && !previous?.nextPageKey) return null;
    return apiPath(`/api/expenses/approver/${encodeURIComponent(companyId)}`, {
      view: "simplified",
      pageSize,
      ...filters,
      nextPageKey: index > 0 ? previous!.nextPageKey : undefined,
    });
  }, swrFetcher);
}

/** GET /api/expenses/{id}. */
export function useExpense<T>(expenseId: string, fallbackData?: T) {
  return useSWR<T>(apiPath(`/api/expenses/${encodeURIComponent(expenseId)}`), swrFetcher, { fallbackData });
}
