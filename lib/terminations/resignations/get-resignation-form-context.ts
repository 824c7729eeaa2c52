// What the 'Resign' page needs (spec 3 section 2: a resignation page for company and employee ids): the
// employee, reached through tenancy under the company of the address (an employee only their own record),
// and a resignation still waiting for review, which blocks a second one.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { employeeNotFound, findEmployeeOrThrow } from "@/lib/access/employee";

export type ResignationFormContext = {
  companyId: string;
  employeeId: string;
  employeeName: string;
  isOwn: boolean;
  open: { id: string; lastWorkingDay: string } | null;
};

export async function getResignationFormContext(
  actor: Actor,
  companyId: string,
  employeeId: string,
): Promise<ResignationFormContext> {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, companyId: true, userId: true, firstName: true, lastName: true },
  });
  const isOwn = employee.userId === actor.userId;
  // createResignation files an employee's own record only; any other id is not theirs to open.
  const ownOnly = flagsOf(actor).isEmployee && !flagsOf(actor).isAdmin;
  if (employee.companyId !== companyId || (ownOnly && !isOwn)) throw employeeNotFound();
  const open = await db.resignation.findFirst({
    where: { employeeId, status: "REQUESTED" },
    select: { id: true, employeeLastWorkingDay: true },
  });
  return {
    companyId,
    employeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    isOwn,
    open: open ? { id: open.id, lastWorkingDay: open.employeeLastWorkingDay.toISOString().slice(0, 10) } : null,
  };
}
