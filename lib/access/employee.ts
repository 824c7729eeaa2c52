// Employee tenancy: with "tenancy.allEmployees" every record; otherwise a manager their company's employees,
// an LSP user its provider's employees, an employee only themself, anyone else nothing.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

/** Tenant `where` on Employee. */
export function employeeWhere(actor: Actor): Prisma.EmployeeWhereInput {
  if (can(actor, "tenancy.allEmployees")) return {};
  const f = flagsOf(actor);
  if (f.isManager && actor.companyId) return { companyId: actor.companyId };
  if (f.isLSP && actor.lspId) return { lspId: actor.lspId };
  if (f.isEmployee) return { userId: actor.userId };
  return { id: "__none__" };
}

export const employeeNotFound = () => new AppError("NOT_FOUND", "Employee not found");

/** One reachable employee (with the given select or include), or 404. */
export async function findEmployeeOrThrow<A extends Prisma.EmployeeDefaultArgs>(
  actor: Actor,
  id: string,
  args: A,
  client: Tx | typeof db = db,
): Promise<Prisma.EmployeeGetPayload<A>> {
  const employee = await client.employee.findFirst({
    ...(args as object),
    where: { AND: [{ id }, employeeWhere(actor)] },
  });
  if (!employee) throw employeeNotFound();
  return employee as Prisma.EmployeeGetPayload<A>;
}
