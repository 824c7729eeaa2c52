"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { ApprovalKind, WaitingPage } from "@/lib/approvals/schema";

export const WAITING_APPROVALS_PATH = "/api/approvals";

/** One keyset page of the 'Waiting for your approval' list (the server's first page as fallback). */
export function useWaitingApprovals(kind: ApprovalKind | null, cursor: string | null, fallback?: WaitingPage) {
  const path = apiPath(WAITING_APPROVALS_PATH, { kind, cursor });
  return useSWR<WaitingPage>(path, swrFetcher, { fallbackData: !kind && !cursor ? fallback : undefined });
}
