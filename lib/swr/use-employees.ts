"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

type Page = { items: unknown[]; nextCursor: string | null; pageSize: number };

/** GET /api/employees, keyset page after keyset page (infinite scroll) until a page has no next cursor. */
export function useEmployeesPages<T extends Page>(filters: Record<string, string>, pageSize = 100) {
  return useSWRInfinite<T>((pageIndex, previous: T | null) => {
    if (previous && !previous.nextCursor) return null;
    return apiPath("/api/employees", { pageSize, ...filters, cursor: previous?.nextCursor ?? "" });
  }, swrFetcher);
}
