"use client";

import useSWR from "swr";
import { apiFetch } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";
import type { z } from "zod";
import type { ZInvoiceLogPage } from "@/lib/finance/response-schema";

export type InvoiceLogPage = z.infer<typeof ZInvoiceLogPage>;
export type InvoiceLogRow = InvoiceLogPage["items"][number];

/** POST /api/payroll/invoice-logs: one keyset page (100 rows) for the filters, after `pageKey`. */
export function useInvoiceLogs(filters: TInvoiceLogFilters, pageKey: string | null) {
  return useSWR<InvoiceLogPage>(
    ["/api/payroll/invoice-logs", JSON.stringify(filters), pageKey],
    ([path, body, key]: [string, string, string | null]) =>
      apiFetch<InvoiceLogPage>(apiPath(path, { nextPageKey: key }), { method: "POST", json: JSON.parse(body) }),
    { keepPreviousData: true },
  );
}
