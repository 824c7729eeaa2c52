"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { TimesheetMonthDto, TimesheetPageDto } from "@/lib/timesheets/dto";

export const timesheetMonthPath = (employeeId: string, yearMonth: string) =>
  `/api/timesheets/${employeeId}/${yearMonth.replace("-", "/")}`;

/** One employee's month (the server's first render as fallback). */
export function useTimesheetMonth(initial: TimesheetMonthDto) {
  return useSWR<TimesheetMonthDto>(timesheetMonthPath(initial.employeeId, initial.yearMonth), swrFetcher, {
    fallbackData: initial,
    revalidateOnFocus: false,
  });
}

/** A company's timesheets of a month, one keyset page; no request before a company is chosen. */
export function useCompanyTimesheets(
  companyId: string | null,
  yearMonth: string,
  cursor: string | null,
  fallback?: TimesheetPageDto,
) {
  const path = companyId ? apiPath(`/api/timesheets/company/${companyId}`, { yearMonth, cursor }) : null;
  return useSWR<TimesheetPageDto>(path, swrFetcher, { fallbackData: cursor ? undefined : fallback });
}
