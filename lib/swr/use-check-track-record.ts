"use client";

import useSWR from "swr";
import { apiFetch } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { ZTrackRecordResponse, type TrackRecordResponse } from "@/lib/payroll/anomalies/verdict-schema";

const fetcher = async (url: string): Promise<TrackRecordResponse> =>
  ZTrackRecordResponse.parse(await apiFetch<unknown>(url));

/** GET /api/payroll/anomalies/track-record: the checks' track records and the verdicts of some pay reports' findings. */
export function useCheckTrackRecord(reportIds: string[]) {
  const ids = [...reportIds].sort();
  return useSWR<TrackRecordResponse>(
    ids.length ? apiPath("/api/payroll/anomalies/track-record", { grossToNetIds: ids.join(",") }) : null,
    fetcher,
    { keepPreviousData: true },
  );
}
