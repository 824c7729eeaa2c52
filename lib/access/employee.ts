// Employee tenancy: with "tenancy.allEmployees" every record; otherwise a manager their company's employees,
// an LSP user its provider's employees, an employee only themself, anyone else nothing. The sensitive-data
// viewers reach the employees their role names: clients' companies ("tenancy.clientEmployees") or the internal
// company's ("tenancy.internalEmployees", Company.isInternal), plus their own record when they are employees.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

/** Tenant `where` on Employee. */
export function employeeWhere(actor: Actor): Prisma.EmployeeWhereInput {
  if (can(actor, "tenancy.allEmployees")) return {};
  const f = flagsOf(actor);
  if (f.isViewer) return viewerEmployeeWhere(actor, f);
  if (f.isManager && actor.companyId) return { companyId: actor.companyId };
  if (f.isLSP && actor.lspId) return { lspId: actor.lspId };
  if (f.isEmployee) return { userId: actor.userId };
  return { id: "__none__" };
}

/** A viewer's grant, OR their other roles' rows (a viewer who also manages a company keeps its employees). */
function viewerEmployeeWhere(actor: Actor, f: ReturnType<typeof flagsOf>): Prisma.EmployeeWhereInput {
  const or: Prisma.EmployeeWhereInput[] = [];
  const clients = can(actor, "tenancy.clientEmployees");
  const internal = can(actor, "tenancy.internalEmployees");
  if (clients && internal) return {};
  if (clients) or.push({ company: { isInternal: false } });
  if (internal) or.push({ company: { isInternal: true } });
  if (f.isManager && actor.companyId) or.push({ companyId: actor.companyId });
  if (f.isLSP && actor.lspId) or.push({ lspId: actor.lspId });
  if (f.isEmployee) or.push({ userId: actor.userId });
  if (or.length === 0) return { id: "__none__" };
  return or.length === 1 ? or[0] : { OR: or };
}

/**
 * The same rule as SQL on an Employee row (`e`: its alias), for the one-statement lists (lib/approvals/). The
 * viewers' company kind is read by a subquery on the employee's company, as the `where`'s relation filter does.
 */
export function employeeSql(actor: Actor, e: Prisma.Sql): Prisma.Sql {
  if (can(actor, "tenancy.allEmployees")) return Prisma.sql`TRUE`;
  const f = flagsOf(actor);
  const or: Prisma.Sql[] = [];
  if (f.isViewer) {
    const clients = can(actor, "tenancy.clientEmployees");
    const internal = can(actor, "tenancy.internalEmployees");
    if (clients && internal) return Prisma.sql`TRUE`;
    const kind = (isInternal: boolean) =>
      Prisma.sql`EXISTS (SELECT 1 FROM "Company" ec WHERE ec.id = ${e}."companyId" AND ec."isInternal" = ${isInternal})`;
    if (clients) or.push(kind(false));
    if (internal) or.push(kind(true));
    if (f.isManager && actor.companyId) or.push(Prisma.sql`${e}."companyId" = ${actor.companyId}`);
    if (f.isLSP && actor.lspId) or.push(Prisma.sql`${e}."lspId" = ${actor.lspId}`);
    if (f.isEmployee) or.push(Prisma.sql`${e}."userId" = ${actor.userId}`);
  } else if (f.isManager && actor.companyId) or.push(Prisma.sql`${e}."companyId" = ${actor.companyId}`);
  else if (f.isLSP && actor.lspId) or.push(Prisma.sql`${e}."lspId" = ${actor.lspId}`);
  else if (f.isEmployee) or.push(Prisma.sql`${e}."userId" = ${actor.userId}`);
  if (or.length === 0) return Prisma.sql`FALSE`;
  return Prisma.sql`(${Prisma.join(or, " OR ")})`;
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
