// The payroll instance (workbook) as the instance detail's tabs receive it (what its viewer may do there:
// lib/payroll/workbook-actions.ts).
import type { ProviderOption } from "@/lib/payroll/dto";

export type Provider = ProviderOption;
export type Workbook = { id: string; name: string; month: number; year: number };

/** yyyyMM of the workbook's month. */
export const periodOf = (w: Workbook) => `${w.year}${String(w.month).padStart(2, "0")}`;
