"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

import type { z } from "zod";
import type { ZEmployeeListPage } from "@/lib/employees/response-schema";

export type EmployeeListPage = z.infer<typeof ZEmployeeListPage>;
export type EmployeeListItem = EmployeeListPage["items"][number];

/** GET /api/employees, keyset page after keyset page (infinite scroll) until a page has no next cursor. */
export function useEmployeesPages(filters: Record<string, string>, pageSize = 100) {
  return useSWRInfinite<EmployeeListPage>((pageIndex, previous: EmployeeListPage | null) => {
    if (previous && !previous.nextCursor) return null;
    return apiPath("/api/employees", { pageSize, ...filters, cursor: previous?.nextCursor ?? "" });
  }, swrFetcher);
}
