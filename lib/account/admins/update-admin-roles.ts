// PATCH /api/users/{userId} with additionalAdminRoles (spec 3 section 5, Edit admin): the base admin role stays,
// the additional roles are replaced. The session version is bumped so the change applies on the next request.
// Removing the operator role from the last OP admin is refused (someone must be able to manage admins).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { assertCan } from "@/lib/policy";
import { roleFromDb, roleToDb } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/actor";
import type { TEditAdmin } from "@/lib/account/admins/schema";
import { ADMIN_SELECT, ADMIN_WHERE, toAdminDto } from "@/lib/account/admins/admin-dto";
import { assertOtherOpAdminRemains } from "@/lib/account/admins/last-op-admin";

export async function updateAdminRoles(actor: Actor, userId: string, input: TEditAdmin) {
  assertCan(actor, "admins.manage");
  return db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id: userId, ...ADMIN_WHERE }, select: ADMIN_SELECT });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    const baseRole = user.roles.find((r) => r.type === "admin")!;
    if (input.currentIdAdminRole && input.currentIdAdminRole !== baseRole.id)
      throw new AppError("BAD_REQUEST", "The admin role does not belong to this user.", {
        fieldErrors: { currentIdAdminRole: ["The admin role does not belong to this user."] },
      });
    const before = user.roles.filter((r) => r.type !== "admin").map((r) => roleFromDb(r.type));
    const after = input.additionalAdminRoles;
    if (before.includes("operator") && !after.includes("operator")) await assertOtherOpAdminRemains(tx, userId);
    await tx.userRole.deleteMany({ where: { userId, type: { not: "admin" } } });
    if (after.length)
      await tx.userRole.createMany({ data: after.map((type) => ({ userId, type: roleToDb(type), scopes: [] })) });
    const updated = await tx.user.update({
      where: { id: userId },
      data: { sessionVersion: { increment: 1 } },
      select: ADMIN_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "admin.updateRoles",
      entityType: "User",
      entityId: userId,
      before: { roles: before.sort().join(",") },
      after: { roles: [...after].sort().join(",") },
    });
    return toAdminDto(actor, updated);
  });
}
