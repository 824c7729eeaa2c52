// Spec 3 section 2: the platform must keep at least one OP admin (admin + operator) who can manage admins.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const LAST_OP_ADMIN = "You cannot remove the last OP admin.";

export async function assertOtherOpAdminRemains(tx: Tx, userId: string) {
  // Lock the operator role rows so two concurrent removals cannot both pass the count.
  await tx.$queryRaw`SELECT id FROM "UserRole" WHERE type = 'operator' FOR UPDATE`;
  const others = await tx.user.count({
    where: {
      id: { not: userId },
      isActive: true,
      AND: [{ roles: { some: { type: "admin" } } }, { roles: { some: { type: "operator" } } }],
    },
  });
  if (others === 0) throw new AppError("CONFLICT", LAST_OP_ADMIN);
}
