// A sign-in whose password is a temporary one (lib/account/admins/temporary-password.ts) uses it up: the hash and the
// sealed copy are cleared in the same conditional update, so it works once even under concurrent sign-ins, and
// the user is held on /change-password until they set their own (lib/auth/gates.ts). An expired one fails.
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";

export async function consumeTemporaryPassword(
  user: { id: string; passwordHash: string | null; temporaryPasswordExpiresAt: Date },
  now = new Date(),
): Promise<boolean> {
  if (user.temporaryPasswordExpiresAt <= now) return false;
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash, temporaryPasswordExpiresAt: { gt: now } },
      data: { passwordHash: null, temporaryPassword: null, temporaryPasswordExpiresAt: null, mustChangePassword: true },
    });
    if (count === 0) return false;
    await recordAudit(tx, {
      actor: null,
      action: "user.signInWithTemporaryPassword",
      entityType: "User",
      entityId: user.id,
      after: { mustChangePassword: true },
    });
    return true;
  });
}
