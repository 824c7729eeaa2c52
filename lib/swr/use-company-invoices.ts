"use client";

import useSWR from "swr";
import type { z } from "zod";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import type { ZCompanyInvoicePage } from "@/lib/finance/response-schema";

export type CompanyInvoicePage = z.infer<typeof ZCompanyInvoicePage>;
export type CompanyInvoiceRow = CompanyInvoicePage["items"][number];

/** GET invoice-reports/companies/{companyId}/invoices: one sorted page (the first one comes from the server). */
export function useCompanyInvoices(companyId: string, query: TCompanyInvoicesQuery, fallbackData?: CompanyInvoicePage) {
  return useSWR<CompanyInvoicePage>(
    apiPath(`/api/invoice-reports/companies/${encodeURIComponent(companyId)}/invoices`, query),
    swrFetcher,
    { fallbackData, keepPreviousData: true },
  );
}
