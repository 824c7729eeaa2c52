// Turning two-factor off (account page) takes a current code or a recovery code, and is refused while the
// setting requires it for the user's role. The secret and recovery codes are deleted; other sessions end.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { isCodeThrottled, recordWrongCode } from "@/lib/auth/throttle";
import { isTwoFactorRequired } from "@/lib/auth/two-factor/requirement";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { CODE_THROTTLED, WRONG_CODE } from "@/lib/auth/two-factor/confirm-enrolment";
import type { Actor } from "@/lib/auth/actor";

export async function disableTwoFactor(actor: Actor, input: { code: string }) {
  if (isTwoFactorRequired(actor))
    throw new AppError("FORBIDDEN", "Two-factor sign-in is required for your role and cannot be turned off.");
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { email: true, totpSecret: true, totpEnabledAt: true },
  });
  if (!user.totpEnabledAt || !user.totpSecret) throw new AppError("CONFLICT", "Two-factor sign-in is not on.");
  if (await isCodeThrottled(user.email)) throw new AppError("TOO_MANY_REQUESTS", CODE_THROTTLED);
  if (!(await verifySecondFactor(actor.userId, user.totpSecret, input.code))) {
    await recordWrongCode(user.email);
    throw new AppError("BAD_REQUEST", WRONG_CODE, { fieldErrors: { code: [WRONG_CODE] } });
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: actor.userId },
      data: { totpSecret: null, totpEnabledAt: null, sessionVersion: { increment: 1 } },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: actor.userId } });
    await recordAudit(tx, {
      actor,
      action: "user.disableTwoFactor",
      entityType: "User",
      entityId: actor.userId,
      after: { twoFactor: "off" },
    });
  });
}
