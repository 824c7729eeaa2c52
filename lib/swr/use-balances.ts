"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { BalanceList, BalanceStatus } from "@/lib/finance/dto";

const base = (companyId: string) => `/api/invoice-reports/companies/${encodeURIComponent(companyId)}`;

/** GET .../balances: the client balance per currency. */
export function useBalances(companyId: string, fallbackData?: BalanceList) {
  return useSWR<BalanceList>(`${base(companyId)}/balances`, swrFetcher, { fallbackData });
}

/** GET .../balances/status: the overdue flag (the server caches it 60 s; so does this hook). */
export function useBalanceStatus(companyId: string) {
  return useSWR<BalanceStatus>(`${base(companyId)}/balances/status`, swrFetcher, { dedupingInterval: 60_000 });
}

export function transactionDownloadPath(companyId: string) {
  return `${base(companyId)}/transaction-balances/download`;
}
