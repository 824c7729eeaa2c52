// Managers of a company, their invitations and their permissions (spec 1 sections 2, 6, 7; spec 3 sections 2, 4-6).
// The manager's rights live on its UserRole.scopes: roles are re-read on every request, so a toggle applies
// on the caller's next request without touching sessions.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { isFeatureOn } from "@/lib/config";
import { assertCompanyReachable } from "@/lib/access/company";
import { findManagerOfUserOrThrow, managerNotFound } from "@/lib/access/manager";
import type { Department } from "@/generated/prisma/enums";
import {
  SCOPE_ROUTES,
  type InvitationStatus,
  type ScopeRoute,
  type TAddManager,
  type TUpdateManager,
} from "@/lib/account/managers/schema";

const MANAGER_SELECT = {
  id: true,
  userId: true,
  companyId: true,
  jobTitle: true,
  department: true,
  isSuperAdmin: true,
  createdAt: true,
  user: {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      seenPrivacyPolicy: true,
      sentInvitationAt: true,
      roles: { where: { type: "manager" as const }, select: { scopes: true } },
      associations: { select: { associatedUserId: true } },
    },
  },
};

type ManagerRow = {
  id: string;
  userId: string;
  companyId: string;
  jobTitle: string | null;
  department: Department | null;
  isSuperAdmin: boolean;
  createdAt: Date;
  user: {
    firstName: string;
    lastName: string;
    email: string;
    seenPrivacyPolicy: boolean;
    sentInvitationAt: Date | null;
    roles: { scopes: string[] }[];
    associations: { associatedUserId: string }[];
  };
};

export function invitationStatusOf(user: {
  seenPrivacyPolicy: boolean;
  sentInvitationAt: Date | null;
}): InvitationStatus {
  if (user.seenPrivacyPolicy) return "ACCEPTED";
  if (user.sentInvitationAt) return "SENT";
  return null;
}

const DEPARTMENT_LABEL = (d: Department | null) => (d === "Human_Resources" ? "Human Resources" : d);

function toDto(row: ManagerRow) {
  const scopes = row.user.roles[0]?.scopes ?? [];
  const has = (s: string) => scopes.includes("*") || scopes.includes(s);
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    name: `${row.user.firstName} ${row.user.lastName}`,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    role: "manager",
    jobTitle: row.jobTitle,
    department: DEPARTMENT_LABEL(row.department),
    hasExpensesScope: has("expenses:notifications"),
    hasPayrollScope: has("payroll:*"),
    hasFinanceScope: has("finance:*"),
    isSuperAdmin: has("super-manager"),
    associatedUserIds: row.user.associations.map((a) => a.associatedUserId),
    invitationStatus: invitationStatusOf(row.user),
    sentInvitationAt: row.user.sentInvitationAt,
    createdAt: row.createdAt,
  };
}
export type ManagerDto = ReturnType<typeof toDto>;

const toDbDepartment = (d: string) => (d === "Human Resources" ? "Human_Resources" : d) as Department;

export async function listManagers(actor: Actor, companyId: string) {
  await assertCompanyReachable(actor, companyId);
  const rows = await db.manager.findMany({
    where: { companyId },
    select: MANAGER_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { items: rows.map(toDto), totalCount: rows.length };
}

export async function getManagerOrThrow(actor: Actor, companyId: string, managerId: string) {
  await assertCompanyReachable(actor, companyId);
  const row = await db.manager.findFirst({ where: { id: managerId, companyId }, select: MANAGER_SELECT });
  if (!row) throw managerNotFound();
  return toDto(row);
}

/** The whole add is one transaction: User + UserRole + Manager + audit, or nothing. */
export async function addManager(actor: Actor, companyId: string, input: TAddManager) {
  const email = input.email.trim().toLowerCase();
  try {
    return await db.$transaction(async (tx) => {
      await assertCompanyReachable(actor, companyId, tx);
      if (await tx.user.findUnique({ where: { email }, select: { id: true } }))
        throw new AppError("CONFLICT", MESSAGES.duplicateManager, {
          fieldErrors: { email: [MESSAGES.duplicateManager] },
        });
      const user = await tx.user.create({
        data: { email, firstName: input.firstName, lastName: input.lastName },
        select: { id: true },
      });
      await tx.userRole.create({
        data: { userId: user.id, type: "manager", tenantId: companyId, scopes: ["employees:*"] },
      });
      const manager = await tx.manager.create({
        data: { userId: user.id, companyId, jobTitle: input.jobTitle, department: toDbDepartment(input.department) },
        select: { id: true, userId: true },
      });
      await recordAudit(tx, {
        actor,
        action: "manager.create",
        entityType: "Manager",
        entityId: manager.id,
        after: {
          companyId,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          department: input.department,
        },
      });
      return manager;
    });
  } catch (error) {
    // Two simultaneous adds of one e-mail: the unique index decides, with the same message.
    if ((error as { code?: string }).code === "P2002") throw new AppError("CONFLICT", MESSAGES.duplicateManager);
    throw error;
  }
}

export async function updateManager(actor: Actor, companyId: string, managerId: string, input: TUpdateManager) {
  return db.$transaction(async (tx) => {
    await assertCompanyReachable(actor, companyId, tx);
    const before = await tx.manager.findFirst({
      where: { id: managerId, companyId },
      select: { jobTitle: true, department: true },
    });
    if (!before) throw managerNotFound();
    const after = await tx.manager.update({
      where: { id: managerId },
      data: { jobTitle: input.jobTitle, department: toDbDepartment(input.department) },
      select: { jobTitle: true, department: true },
    });
    await recordAudit(tx, {
      actor,
      action: "manager.update",
      entityType: "Manager",
      entityId: managerId,
      before,
      after,
    });
    return { id: managerId, ...after, department: DEPARTMENT_LABEL(after.department) };
  });
}

/** Spec 3 sections 5, 9: deletion only while the company has 2 or more managers. */
export async function deleteManager(actor: Actor, companyId: string, managerId: string) {
  await db.$transaction(async (tx) => {
    await assertCompanyReachable(actor, companyId, tx);
    // Lock the company's manager rows so two deletes cannot both pass the 2-manager check.
    await tx.$queryRaw`SELECT id FROM "Manager" WHERE "companyId" = ${companyId} FOR UPDATE`;
    const manager = await tx.manager.findFirst({
      where: { id: managerId, companyId },
      select: {
        id: true,
        userId: true,
        user: { select: { email: true, roles: { select: { type: true, scopes: true } } } },
      },
    });
    if (!manager) throw managerNotFound();
    const count = await tx.manager.count({ where: { companyId } });
    if (count < 2) throw new AppError("CONFLICT", "A company must keep at least one manager.");
    const managerRole = manager.user.roles.find((r) => r.type === "manager");
    if (managerRole?.scopes.includes("super-manager")) {
      const supers = await tx.userRole.count({
        where: { type: "manager", tenantId: companyId, scopes: { has: "super-manager" } },
      });
      if (supers < 2) throw new AppError("CONFLICT", "The only super manager of a company cannot be deleted.");
    }
    await tx.manager.delete({ where: { id: managerId } });
    await tx.userRole.deleteMany({ where: { userId: manager.userId, type: "manager" } });
    await tx.userAssociation.deleteMany({ where: { userId: manager.userId } });
    // Without another role the account can no longer do anything: deactivate it and end its sessions.
    if (manager.user.roles.length <= 1)
      await tx.user.update({
        where: { id: manager.userId },
        data: { isActive: false, sessionVersion: { increment: 1 } },
      });
    await recordAudit(tx, {
      actor,
      action: "manager.delete",
      entityType: "Manager",
      entityId: managerId,
      before: { companyId, email: manager.user.email },
      after: null,
    });
  });
}

/** Who may manage a company's permissions (spec 3 section 6; spec 1 section 6). */
export function assertCanManagePermissions(actor: Actor, company: { id: string; isInternal: boolean }) {
  const f = flagsOf(actor);
  if (company.isInternal) {
    if (!f.isOPAdmin) throw new AppError("FORBIDDEN");
    return;
  }
  if (!isFeatureOn("managerPermissionsUi")) throw new AppError("FORBIDDEN");
  if (f.isAdmin) return;
  if (f.isSuperManager && actor.companyId === company.id) return;
  throw new AppError("FORBIDDEN");
}

async function managerOfUser(actor: Actor, userId: string, tx: Tx) {
  const manager = await findManagerOfUserOrThrow(
    actor,
    userId,
    { id: true, companyId: true, company: { select: { id: true, isInternal: true } } },
    tx,
  );
  assertCanManagePermissions(actor, manager.company);
  return manager;
}

const SCOPE_COLUMN: Record<ScopeRoute, "hasExpensesScope" | "hasPayrollScope" | "hasFinanceScope" | "isSuperAdmin"> = {
  "expenses-notifications": "hasExpensesScope",
  payroll: "hasPayrollScope",
  finance: "hasFinanceScope",
  "super-manager": "isSuperAdmin",
};

/** PATCH /api/user-scopes/users/{id}/{scope}: switch one scope on the manager's role. */
export async function setManagerScope(actor: Actor, userId: string, scopeRoute: ScopeRoute, on: boolean) {
  const scope = SCOPE_ROUTES[scopeRoute];
  return db.$transaction(async (tx) => {
    const manager = await managerOfUser(actor, userId, tx);
    const rows = await tx.$queryRaw<{ id: string; scopes: string[] }[]>`
      SELECT id, scopes FROM "UserRole" WHERE "userId" = ${userId} AND type = 'manager' FOR UPDATE`;
    const role = rows[0];
    if (!role) throw managerNotFound();
    const before = role.scopes;
    if (!on && scope === "super-manager" && before.includes("super-manager")) {
      // Spec 1 section 6: the only super admin of a company cannot switch it off.
      await tx.$queryRaw`SELECT id FROM "UserRole" WHERE type = 'manager' AND "tenantId" = ${manager.companyId} FOR UPDATE`;
      const supers = await tx.userRole.count({
        where: { type: "manager", tenantId: manager.companyId, scopes: { has: "super-manager" } },
      });
      if (supers < 2) throw new AppError("CONFLICT", "The company needs at least one super manager.");
    }
    const after = on ? Array.from(new Set([...before, scope])) : before.filter((s) => s !== scope);
    await tx.userRole.update({ where: { id: role.id }, data: { scopes: after } });
    await tx.manager.update({ where: { id: manager.id }, data: { [SCOPE_COLUMN[scopeRoute]]: on } });
    if (JSON.stringify(before) !== JSON.stringify(after))
      await recordAudit(tx, {
        actor,
        action: `userScope.${on ? "grant" : "revoke"}`,
        entityType: "UserRole",
        entityId: role.id,
        before: { scopes: before },
        after: { scopes: after },
      });
    return { userId, scope, scopeStatus: on, scopes: after };
  });
}

/** PUT /api/user-associations/{userId}: the manager's direct reports (employees of the same company). */
export async function setAssociations(actor: Actor, userId: string, associatedUserIds: string[]) {
  const ids = Array.from(new Set(associatedUserIds));
  return db.$transaction(async (tx) => {
    const manager = await managerOfUser(actor, userId, tx);
    const valid = await tx.employee.findMany({
      where: { companyId: manager.companyId, userId: { in: ids } },
      select: { userId: true },
    });
    if (valid.length !== ids.length) {
      const ok = new Set(valid.map((v) => v.userId));
      throw new AppError("BAD_REQUEST", "Some of the chosen people are not employees of this company.", {
        fieldErrors: { associatedUserIds: ids.filter((id) => !ok.has(id)).map((id) => `Unknown employee ${id}`) },
      });
    }
    const before = (await tx.userAssociation.findMany({ where: { userId }, select: { associatedUserId: true } }))
      .map((a) => a.associatedUserId)
      .sort();
    await tx.userAssociation.deleteMany({ where: { userId, associatedUserId: { notIn: ids } } });
    if (ids.length)
      await tx.userAssociation.createMany({
        data: ids.map((associatedUserId) => ({ userId, associatedUserId })),
        skipDuplicates: true,
      });
    const after = [...ids].sort();
    await recordAudit(tx, {
      actor,
      action: "userAssociations.set",
      entityType: "User",
      entityId: userId,
      before: { associatedUserIds: before },
      after: { associatedUserIds: after },
    });
    return { userId, associatedUserIds: after };
  });
}

/** Employees of the company a manager can pick as direct reports. */
export async function listAssignableEmployees(actor: Actor, companyId: string) {
  await assertCompanyReachable(actor, companyId);
  const rows = await db.employee.findMany({
    where: { companyId, userId: { not: null }, archivedAt: null },
    select: { id: true, userId: true, firstName: true, lastName: true, jobTitle: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    take: 1000,
  });
  return rows.map((r) => ({
    employeeId: r.id,
    userId: r.userId!,
    name: `${r.firstName} ${r.lastName}`,
    jobTitle: r.jobTitle,
  }));
}
