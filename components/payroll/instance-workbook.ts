// The payroll instance (workbook) as the instance detail's tabs receive it, and what its viewer may do there.
import type { ProviderOption } from "@/lib/payroll/dto";

export type Provider = ProviderOption;
export type Permissions = {
  upload: boolean;
  transition: boolean;
  remove: boolean;
  lspData: boolean;
  /** benefitImports.read: the #benefits tab; benefitImports.write: its upload. */
  benefitsRead: boolean;
  benefitsWrite: boolean;
};
export type Workbook = { id: string; name: string; month: number; year: number };

/** yyyyMM of the workbook's month. */
export const periodOf = (w: Workbook) => `${w.year}${String(w.month).padStart(2, "0")}`;
