// The employee page's Payslips card, for whoever may read this employee's payslips (payroll staff, managers with
// company-wide payroll rights, the employee): what /pay shows, namely the first page of payslips, the pay history
// (chart and year to date) and the years with payslips (one ZIP each); null when the viewer may not read them.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import { getPayHistory } from "@/lib/payslips/get-pay-history";
import { listPayslips } from "@/lib/payslips/list-payslips";
import { payslipYears } from "@/lib/payslips/payslip-rows";
import type { PayHistory, PayslipPage } from "@/lib/payslips/schema";

export type StaffPayslips = { payslips: PayslipPage; history: PayHistory; years: number[] };

export async function loadStaffPayslips(actor: Actor, employeeId: string): Promise<StaffPayslips | null> {
  if (!can(actor, "payslips.read")) return null;
  try {
    // The list checks the viewer's reach first: nothing else is read for an employee out of reach.
    const payslips = await listPayslips(actor, employeeId);
    const [history, years] = await Promise.all([getPayHistory(actor, employeeId), payslipYears(employeeId)]);
    return { payslips, history, years };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
