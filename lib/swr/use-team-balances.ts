"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TeamBalancesPageDto } from "@/lib/time-off/response-schema";

/** GET /api/companies/{companyId}/time-off-balances: one keyset page of the team view (name order, totals). */
export function useTeamBalances(companyId: string, query: { cursor: string | null; name: string; pageSize?: number }) {
  const path = apiPath(`/api/companies/${encodeURIComponent(companyId)}/time-off-balances`, {
    name: query.name.trim(),
    cursor: query.cursor,
    pageSize: query.pageSize,
  });
  // The previous page stays on screen while the next one loads (no flash of an empty table).
  return useSWR<TeamBalancesPageDto>(path, swrFetcher, { keepPreviousData: true });
}
