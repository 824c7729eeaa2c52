// The /pay screen's one loader: the signed-in employee's own record, their first page of payslips, their pay
// history and the years they have payslips in. null when the signed-in user has no employee record (the screen says so).
import "server-only";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { getPayHistory } from "@/lib/payslips/get-pay-history";
import { listPayslips } from "@/lib/payslips/list-payslips";
import { payslipYears } from "@/lib/payslips/payslip-rows";
import type { PayHistory, PayslipPage } from "@/lib/payslips/schema";

export type PayPageData = { employeeId: string; payslips: PayslipPage; history: PayHistory; years: number[] };

/** Who opens /pay: the employees (payroll staff and managers with payroll rights read an employee's payslips on
 *  the employee's page instead). The page's guard, on top of payslips.read. */
export function mayOpenPayPage(actor: Actor): boolean {
  return flagsOf(actor).isEmployee;
}

export async function loadPayPage(actor: Actor): Promise<PayPageData | null> {
  const own = await db.employee.findUnique({ where: { userId: actor.userId }, select: { id: true } });
  if (!own) return null;
  const [payslips, history, years] = await Promise.all([
    listPayslips(actor, own.id),
    getPayHistory(actor, own.id),
    payslipYears(own.id),
  ]);
  return { employeeId: own.id, payslips, history, years };
}
