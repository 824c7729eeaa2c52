// Password links sent with invitations (lib/account/send-invitation.ts): /change-pw?token= exchanges
// the token for the address of the set-password form; setting the password uses the token up, bumps the
// session version (other sessions end) and marks the invitation accepted on first sign-in.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { hashPassword } from "@/lib/auth/password";
import { sha256 } from "@/lib/auth/tokens";
import type { TSetPassword } from "@/lib/account/password-schema";

const EXPIRED = "This link has expired or was already used. Ask for a new invitation.";

async function findUsableToken(token: string) {
  const row = await db.passwordSetupToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.usedAt || row.expiresAt < new Date()) throw new AppError("GONE", EXPIRED);
  return row;
}

/** POST /api/auth/change-pw?token=: answers the url to go to. */
export async function exchangePasswordToken(token: string) {
  await findUsableToken(token);
  return { url: `/change-pw/set?token=${encodeURIComponent(token)}` };
}

export async function setPasswordWithToken(input: TSetPassword) {
  const row = await findUsableToken(input.token);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    // Conditional on the token still being unused: two submissions cannot both succeed.
    const { count } = await tx.passwordSetupToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count === 0) throw new AppError("GONE", EXPIRED);
    await tx.user.update({
      where: { id: row.userId },
      data: {
        passwordHash,
        temporaryPassword: null,
        temporaryPasswordExpiresAt: null,
        mustChangePassword: false,
        sessionVersion: { increment: 1 },
      },
    });
    await recordAudit(tx, {
      actor: null,
      action: "user.setPassword",
      entityType: "User",
      entityId: row.userId,
      after: { passwordHash: "changed" },
    });
  });
  return { url: "/login?passwordSet=1" };
}
