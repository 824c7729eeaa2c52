// The account page's two-factor card: on or off, whether the role requires it, recovery codes left.
import "server-only";
import { db } from "@/lib/db";
import { isTwoFactorRequired } from "@/lib/auth/two-factor/requirement";
import type { Actor } from "@/lib/auth/actor";

export async function getTwoFactorStatus(actor: Actor) {
  const [user, recoveryCodesLeft] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { totpEnabledAt: true } }),
    db.recoveryCode.count({ where: { userId: actor.userId, usedAt: null } }),
  ]);
  return {
    enabled: !!user.totpEnabledAt,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    required: isTwoFactorRequired(actor),
    recoveryCodesLeft: user.totpEnabledAt ? recoveryCodesLeft : 0,
  };
}
