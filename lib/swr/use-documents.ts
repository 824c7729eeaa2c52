"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** Whose documents a Documents tab lists: a company's or an employee's. */
export type DocumentOwnerFilter = { companyId: string } | { employeeId: string };

/** GET /api/documents of a company or an employee, newest or oldest first; one page of it when `page` is given. */
export function useDocuments<T>(
  owner: DocumentOwnerFilter,
  sort: "asc" | "desc",
  page?: { pageIndex: number; pageSize: number },
) {
  return useSWR<T>(apiPath("/api/documents", { ...owner, sort, ...page }), swrFetcher, { keepPreviousData: !!page });
}
