"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { z } from "zod";
import type { ZContractorInvoicePage } from "@/lib/contractors/response-schema";

export type ContractorInvoicePage = z.infer<typeof ZContractorInvoicePage>;

/** GET /api/contractors/{contractorId}/invoices: one numbered page (page from 1; the answer's pages bounds it). */
export function useContractorInvoices(
  contractorId: string,
  query: { page: number; size: number; state?: string },
  fallbackData?: ContractorInvoicePage,
) {
  return useSWR<ContractorInvoicePage>(
    apiPath(`/api/contractors/${encodeURIComponent(contractorId)}/invoices`, query),
    swrFetcher,
    { fallbackData, keepPreviousData: true },
  );
}
