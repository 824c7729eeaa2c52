"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

type Page = { items: unknown[]; totalCount: number; pageSize: number };

/** GET /api/employees/paginated, page after page ("Load more") until the total is reached. */
export function useEmployeesPages<T extends Page>(filters: Record<string, string>, pageSize = 100) {
  return useSWRInfinite<T>((pageIndex, previous: T | null) => {
    if (previous && (pageIndex * previous.pageSize >= previous.totalCount || previous.items.length === 0)) return null;
    return apiPath("/api/employees/paginated", { pageIndex, pageSize, ...filters });
  }, swrFetcher);
}
