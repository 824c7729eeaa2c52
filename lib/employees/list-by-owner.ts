// The spec's employee lists by owner (GET /employees/manager/{managerUserId}, .../company/{companyId}/manager/
// {managerUserId}, /employees/lsp/{lspId}): the same keyset list, narrowed further. The owner must be reachable
// itself, or the answer is 404 (a foreign id is not found, never an empty list that confirms it exists).
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import { canReachCompany, companyNotFound } from "@/lib/access/company";
import { listEmployees } from "@/lib/employees/list-employees";
import type { TEmployeeListQuery } from "@/lib/employees/schema";

async function managerOfUser(actor: Actor, managerUserId: string, companyId?: string) {
  const manager = await db.manager.findFirst({
    where: { userId: managerUserId, ...(companyId ? { companyId } : {}) },
    select: { id: true, companyId: true },
  });
  if (!manager || !canReachCompany(actor, manager.companyId)) throw new AppError("NOT_FOUND", "Manager not found");
  return manager;
}

export async function listEmployeesOfManager(
  actor: Actor,
  managerUserId: string,
  query: TEmployeeListQuery,
  companyId?: string,
) {
  if (companyId && !canReachCompany(actor, companyId)) throw companyNotFound();
  const manager = await managerOfUser(actor, managerUserId, companyId);
  return listEmployees(actor, query, [{ managerId: manager.id }]);
}

export async function listEmployeesOfLsp(actor: Actor, lspId: string, query: TEmployeeListQuery) {
  const own = flagsOf(actor).isLSP && actor.lspId === lspId;
  const exists = await db.localServiceProvider.findUnique({ where: { id: lspId }, select: { id: true } });
  // Viewers keep the provider's list, narrowed to their grant by listEmployees' tenancy.
  if (!exists || !(own || can(actor, "tenancy.allEmployees") || flagsOf(actor).isViewer))
    throw new AppError("NOT_FOUND", "Local service provider not found");
  return listEmployees(actor, query, [{ lspId }]);
}
