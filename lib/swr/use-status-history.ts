"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { StatusHistoryEntry } from "@/lib/employees/list-status-history";

/** GET /api/employees/{id}/status-history, fetched only while the drawer is open. */
export function useStatusHistory(employeeId: string, enabled: boolean) {
  return useSWR<{ items: StatusHistoryEntry[] }>(
    enabled ? `/api/employees/${employeeId}/status-history` : null,
    swrFetcher,
  );
}
