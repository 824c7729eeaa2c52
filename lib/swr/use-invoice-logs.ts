"use client";

import useSWR from "swr";
import { apiFetch } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";
import type { InvoiceLogPage } from "@/lib/finance/dto";

/** POST /api/payroll/invoice-logs: one keyset page (100 rows) for the filters, after `pageKey`. */
export function useInvoiceLogs(filters: TInvoiceLogFilters, pageKey: string | null) {
  return useSWR<InvoiceLogPage>(
    ["/api/payroll/invoice-logs", JSON.stringify(filters), pageKey],
    ([path, body, key]: [string, string, string | null]) =>
      apiFetch<InvoiceLogPage>(apiPath(path, { nextPageKey: key }), { method: "POST", json: JSON.parse(body) }),
    { keepPreviousData: true },
  );
}
