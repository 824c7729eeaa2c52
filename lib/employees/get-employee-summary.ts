// The few facts a page about one employee's records shows in its header (documents, employments, the time-off
// filter): who the employee is and their company. Tenancy through lib/access/employee.ts: a record the actor
// cannot reach is 404.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";

export type EmployeeSummary = { id: string; name: string; companyId: string; currentEmploymentId: string | null };

export async function getEmployeeSummary(actor: Actor, employeeId: string): Promise<EmployeeSummary> {
  const e = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, firstName: true, lastName: true, companyId: true, currentEmploymentId: true },
  });
  return {
    id: e.id,
    name: `${e.firstName} ${e.lastName}`,
    companyId: e.companyId,
    currentEmploymentId: e.currentEmploymentId,
  };
}
