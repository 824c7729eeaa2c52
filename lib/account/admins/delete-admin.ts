// DELETE /api/users/{userId}: removes an admin user. Not oneself, not the last OP admin. The account is
// deactivated and its roles removed (its audit trail and authored records stay); the session version bump
// ends its sessions at once.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { assertCan } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { ADMIN_WHERE } from "@/lib/account/admins/admin-dto";
import { assertOtherOpAdminRemains } from "@/lib/account/admins/last-op-admin";

export const CANNOT_DELETE_SELF = "You cannot delete your own admin user.";

export async function deleteAdmin(actor: Actor, userId: string) {
  assertCan(actor, "admins.manage");
  if (userId === actor.userId) throw new AppError("CONFLICT", CANNOT_DELETE_SELF);
  await db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { id: userId, ...ADMIN_WHERE },
      select: { email: true, roles: { select: { type: true } } },
    });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    if (user.roles.some((r) => r.type === "operator")) await assertOtherOpAdminRemains(tx, userId);
    await tx.userRole.deleteMany({ where: { userId } });
    await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.passwordSetupToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({
      where: { id: userId },
      data: { isActive: false, sessionVersion: { increment: 1 } },
    });
    await recordAudit(tx, {
      actor,
      action: "admin.delete",
      entityType: "User",
      entityId: userId,
      before: { email: user.email, isActive: true },
      after: { isActive: false },
    });
  });
  return null;
}
