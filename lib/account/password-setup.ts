// Password links sent with invitations (lib/account/send-invitation.ts) and password resets
// (lib/account/send-password-reset.ts): /change-pw?token= exchanges the token for the address of the set-password
// form; setting the password uses the token up, bumps the session version (every session ends) and marks the
// invitation accepted on first sign-in. The user's personal API tokens end too when they ask, and always for staff
// (a staff token reaches every company). The account's sign-in failures are forgotten: the owner proved the mailbox.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { hashPassword } from "@/lib/auth/password";
import { sha256 } from "@/lib/auth/tokens";
import { roleFromDb } from "@/lib/auth/role-names";
import { buildActor } from "@/lib/auth/actor";
import { isStaffForTwoFactor } from "@/lib/auth/two-factor/requirement";
import { clearAccountFailures } from "@/lib/auth/throttle";
import type { TSetPassword } from "@/lib/account/password-schema";

const EXPIRED = "This link has expired or was already used. Ask for a new invitation.";

async function findUsableToken(token: string) {
  const row = await db.passwordSetupToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.usedAt || row.expiresAt < new Date()) throw new AppError("GONE", EXPIRED);
  return row;
}

function isStaffUser(user: { email: string; roles: { type: string; tenantId: string | null; scopes: string[] }[] }) {
  const roles = user.roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId, scopes: r.scopes }));
  return isStaffForTwoFactor(buildActor({ userId: "", email: user.email, name: "", roles }));
}

/** POST /api/auth/change-pw?token=: answers the url to go to. */
export async function exchangePasswordToken(token: string) {
  await findUsableToken(token);
  return { url: `/change-pw/set?token=${encodeURIComponent(token)}` };
}

export async function setPasswordWithToken(input: TSetPassword) {
  const row = await findUsableToken(input.token);
  const passwordHash = await hashPassword(input.password);
  let email: string | null = null;
  await db.$transaction(async (tx) => {
    // Conditional on the token still being unused: two submissions cannot both succeed.
    const { count } = await tx.passwordSetupToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count === 0) throw new AppError("GONE", EXPIRED);
    const user = await tx.user.update({
      where: { id: row.userId },
      data: {
        passwordHash,
        temporaryPassword: null,
        temporaryPasswordExpiresAt: null,
        mustChangePassword: false,
        sessionVersion: { increment: 1 },
      },
      select: { email: true, roles: { select: { type: true, tenantId: true, scopes: true } } },
    });
    const revokeApiTokens = !!input.revokeApiTokens || isStaffUser(user);
    const { count: revokedTokens } = revokeApiTokens
      ? await tx.apiToken.updateMany({
          where: { userId: row.userId, revokedAt: null },
          data: { revokedAt: new Date() },
        })
      : { count: 0 };
    await recordAudit(tx, {
      actor: null,
      action: "user.setPassword",
      entityType: "User",
      entityId: row.userId,
      after: { passwordHash: "changed", revokedApiTokens: revokedTokens },
    });
    email = user.email;
  });
  if (email) await clearAccountFailures(email);
  return { url: "/login?passwordSet=1" };
}
