"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { ContractorInvoiceRow } from "@/lib/contractors/dto";

export type ContractorInvoicePage = { items: ContractorInvoiceRow[]; nextCursor: string | null };

/** GET /api/contractors/{contractorId}/invoices: one keyset page (cursor from the previous page). */
export function useContractorInvoices(
  contractorId: string,
  query: { cursor?: string; state?: string; pageSize: number },
  fallbackData?: ContractorInvoicePage,
) {
  return useSWR<ContractorInvoicePage>(
    apiPath(`/api/contractors/${encodeURIComponent(contractorId)}/invoices`, query),
    swrFetcher,
    { fallbackData, keepPreviousData: true },
  );
}
