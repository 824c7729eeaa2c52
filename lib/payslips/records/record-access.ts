// Whose record an actor downloads: their own only. The record is the employee's portable copy, so even payroll
// staff, who read any employee's payslips, get 404 on another employee's id, as does anyone not linked to it.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { employeeNotFound } from "@/lib/access/employee";

export type RecordEmployee = {
  id: string;
  firstName: string;
  lastName: string;
  rightToWorkCheckCompleted: boolean | null;
  company: { id: string; name: string };
};

/** The actor's own employee record with this id, else 404. */
export async function findOwnEmployeeOrThrow(actor: Actor, employeeId: string): Promise<RecordEmployee> {
  const employee = flagsOf(actor).isEmployee
    ? await db.employee.findFirst({
        where: { id: employeeId, userId: actor.userId },
        select: {
          id: true,
          firstName: true,
          lastName: true,
          rightToWorkCheckCompleted: true,
          company: { select: { id: true, name: true } },
        },
      })
    : null;
  if (!employee) throw employeeNotFound();
  return employee;
}
