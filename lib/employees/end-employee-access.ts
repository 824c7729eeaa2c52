// When an employment ends (the employee becomes Inactive after their last working day, or a pending record is
// archived), the employee's own sign-in ends with it: the user loses the employee role for that company, is
// deactivated when no other role remains, its sessions end at once (sessionVersion) and unused password
// links are retired. A user who also manages or administers keeps those roles.
import type { Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

export async function endEmployeeAccess(
  tx: Tx,
  employee: { id: string; companyId: string; userId: string | null },
  actor: Actor | null,
): Promise<boolean> {
  if (!employee.userId) return false;
  const userId = employee.userId;
  await tx.userRole.deleteMany({ where: { userId, type: "employee", tenantId: employee.companyId } });
  const remaining = await tx.userRole.count({ where: { userId } });
  await tx.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 }, ...(remaining === 0 ? { isActive: false } : {}) },
  });
  await tx.passwordSetupToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  await recordAudit(tx, {
    actor,
    action: "employee.accessEnded",
    entityType: "Employee",
    entityId: employee.id,
    before: { userId, role: "employee" },
    after: { userActive: remaining > 0 },
  });
  return true;
}
