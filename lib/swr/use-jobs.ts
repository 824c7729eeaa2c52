"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { FailedJobPage, JobsOverview } from "@/lib/jobs/response-schema";

/** How often the back-office jobs page reads the queues again. */
export const JOBS_REFRESH_MS = 10_000;

/** GET /api/back-office/jobs: counts per job type and the worker heartbeats, refreshed every 10 s. */
export function useJobsOverview() {
  return useSWR<JobsOverview>("/api/back-office/jobs", swrFetcher, { refreshInterval: JOBS_REFRESH_MS });
}

/** GET /api/back-office/jobs/failed: one keyset page of the last day's failed jobs, after `pageKey`. */
export function useFailedJobs(pageKey: string | null) {
  return useSWR<FailedJobPage>(apiPath("/api/back-office/jobs/failed", { nextPageKey: pageKey }), swrFetcher, {
    refreshInterval: JOBS_REFRESH_MS,
    keepPreviousData: true,
  });
}
