"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { Bonuses, SalaryHistory } from "@/lib/employees/compensation-schema";

/** GET /api/employees/{id}/salary-changes: the salary history, newest first, and whether the viewer records one. */
export function useSalaryHistory(employeeId: string) {
  return useSWR<SalaryHistory>(`/api/employees/${employeeId}/salary-changes`, swrFetcher);
}

/** GET /api/employees/{id}/bonuses: the bonuses per payroll month, newest first. */
export function useBonuses(employeeId: string) {
  return useSWR<Bonuses>(`/api/employees/${employeeId}/bonuses`, swrFetcher);
}
