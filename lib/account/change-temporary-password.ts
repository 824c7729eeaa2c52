// POST /api/users/{userId}/password: after a sign-in with a temporary password (lib/auth/temporary-sign-in.ts) the
// user sets their own, which lifts the /change-password gate. Only then: any other password change goes through
// the mailed set-password link, which proves control of the e-mail address.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import type { Actor } from "@/lib/auth/actor";
import type { TNewPassword } from "@/lib/account/password-schema";

export const NO_PASSWORD_CHANGE_DUE = "There is no temporary password to replace. Use the link in your invitation.";

export async function changeTemporaryPassword(actor: Actor, userId: string, input: TNewPassword) {
  if (userId !== actor.userId) throw new AppError("NOT_FOUND", "User not found");
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, mustChangePassword: true },
      data: { passwordHash, mustChangePassword: false },
    });
    if (count === 0) throw new AppError("CONFLICT", NO_PASSWORD_CHANGE_DUE);
    await recordAudit(tx, {
      actor,
      action: "user.changeTemporaryPassword",
      entityType: "User",
      entityId: userId,
      after: { passwordHash: "changed" },
    });
  });
  return { url: "/" };
}
