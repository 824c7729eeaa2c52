"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { ReconciliationRow } from "@/lib/finance/dto";

export type Reconciliation = { payrollPeriod: string | null; periods: string[]; rows: ReconciliationRow[] };

/** GET .../reconciliation?payrollPeriod=: quoted vs pay-register vs invoiced cost per employee. */
export function useReconciliation(companyId: string, payrollPeriod: string | null, fallbackData?: Reconciliation) {
  return useSWR<Reconciliation>(
    apiPath(`/api/invoice-reports/companies/${encodeURIComponent(companyId)}/reconciliation`, { payrollPeriod }),
    swrFetcher,
    { fallbackData, keepPreviousData: true },
  );
}
