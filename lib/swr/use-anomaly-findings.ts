"use client";

import useSWR from "swr";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { ZFindingsResponse, type CheckSettings, type FindingsResponse } from "@/lib/payroll/anomalies/schema";

/** The answer checked against its schema: a body of another shape is an error, never half-read data. */
const findingsFetcher = async (url: string): Promise<FindingsResponse> =>
  ZFindingsResponse.parse(await apiFetch<unknown>(url));

/** GET /api/payroll/anomalies/findings: the anomaly findings of the pay reports of an LSP bill, with a summary. */
export function useBillFindings(reportIds: string[]) {
  const ids = [...reportIds].sort();
  return useSWR<FindingsResponse>(
    ids.length ? apiPath("/api/payroll/anomalies/findings", { grossToNetIds: ids.join(",") }) : null,
    findingsFetcher,
    { keepPreviousData: true },
  );
}

/** GET /api/payroll/anomalies/settings: the approval gate, thresholds per country and active mutes. */
export function useCheckSettings(enabled = true) {
  return useSWR<CheckSettings>(enabled ? "/api/payroll/anomalies/settings" : null, swrFetcher);
}
