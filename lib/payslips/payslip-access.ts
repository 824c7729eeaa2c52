// Whose payslips an actor reads ("payslips.read" lets them try; this is the row rule). Payroll staff: every
// employee they reach (lib/access/employee.ts). A client manager with company-wide payroll rights
// ("payrollReports.allCompanyRows": payroll:* or super-manager): their company's employees. Everyone else who
// holds the grant through the employee role: their own record only, even if they also manage a company without
// payroll rights. Anything else is not found (404), as for any foreign employee id.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeNotFound, employeeWhere } from "@/lib/access/employee";

export function payslipEmployeeWhere(actor: Actor): Prisma.EmployeeWhereInput {
  // The payroll area's roles reach every employee (tenancy.allEmployees).
  if (can(actor, "payReports.read")) return employeeWhere(actor);
  const f = flagsOf(actor);
  const or: Prisma.EmployeeWhereInput[] = [];
  if (f.isManager && actor.companyId && can(actor, "payrollReports.allCompanyRows"))
    or.push({ companyId: actor.companyId });
  if (f.isEmployee) or.push({ userId: actor.userId });
  if (or.length === 0) return { id: "__none__" };
  return or.length === 1 ? or[0] : { OR: or };
}

export type PayslipEmployee = {
  id: string;
  firstName: string;
  lastName: string;
  company: { name: string };
};

/** The employee whose payslips are asked for, if the actor reaches them; else 404. */
export async function findPayslipEmployeeOrThrow(actor: Actor, employeeId: string): Promise<PayslipEmployee> {
  const employee = await db.employee.findFirst({
    where: { AND: [{ id: employeeId }, payslipEmployeeWhere(actor)] },
    select: { id: true, firstName: true, lastName: true, company: { select: { name: true } } },
  });
  if (!employee) throw employeeNotFound();
  return employee;
}
