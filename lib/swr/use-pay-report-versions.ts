"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { isProcessing } from "@/lib/payroll/schema";
import type { PayReportDiff, PayReportVersions } from "@/lib/payroll/versions/schema";

/** GET /api/gross-to-net/{id}/versions: the report's versions, their history (with notes) and the allowed actions.
 *  Polls while a corrected version is still processing. */
export function usePayReportVersions(id: string, fallbackData?: PayReportVersions) {
  return useSWR<PayReportVersions>(`/api/gross-to-net/${encodeURIComponent(id)}/versions`, swrFetcher, {
    fallbackData,
    refreshInterval: (latest) => (latest?.versions.some((v) => isProcessing(v.processingStatus)) ? 3000 : 0),
  });
}

/** GET /api/gross-to-net/{id}/diff?against=: per employee and category, what changed from `against` to `id`. */
export function usePayReportDiff(id: string | null, against: string | null) {
  return useSWR<PayReportDiff>(
    id && against ? apiPath(`/api/gross-to-net/${encodeURIComponent(id)}/diff`, { against }) : null,
    swrFetcher,
    { keepPreviousData: true },
  );
}
