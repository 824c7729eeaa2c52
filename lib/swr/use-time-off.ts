"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TimeOffListDto } from "@/lib/time-off/dto";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";

/** GET the time off of an employee or of a company for a month (server data as the first value); no request
 * before one of them is chosen. */
export function useTimeOff(
  target: { employeeId?: string; companyId?: string },
  yearMonth: string,
  fallback: TimeOffListDto,
) {
  const path = target.employeeId
    ? apiPath(`/api/timeoff/by-employee-id/${target.employeeId}/requests`, { year_month: yearMonth })
    : target.companyId
      ? apiPath(`/api/timeoff/by-company-id/${target.companyId}`, { year_month: yearMonth })
      : null;
  return useSWR<TimeOffListDto>(path, swrFetcher, { fallbackData: fallback });
}

/** GET an employee's holiday balance this year (beyond the spec); no request without an employee. */
export function useTimeOffBalance(employeeId: string | null, fallback: TimeOffBalanceDto | null) {
  const path = employeeId ? `/api/timeoff/by-employee-id/${encodeURIComponent(employeeId)}/balance` : null;
  return useSWR<TimeOffBalanceDto>(path, swrFetcher, { fallbackData: fallback ?? undefined });
}
