"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/** GET /api/documents of a company, newest or oldest first. */
export function useDocuments<T>(companyId: string, sort: "asc" | "desc") {
  return useSWR<T>(apiPath("/api/documents", { companyId, sort }), swrFetcher);
}
