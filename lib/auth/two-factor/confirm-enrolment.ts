// Two-factor setup, step 2: the first code from the app proves the secret was copied; two-factor turns on and
// the 10 recovery codes are answered, once. Wrong codes count toward the code throttle of the user's e-mail.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { isCodeThrottled, recordWrongCode } from "@/lib/auth/throttle";
import { checkTotp } from "@/lib/auth/two-factor/totp";
import { replaceRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import type { TConfirmTwoFactor } from "@/lib/auth/two-factor/schema";
import type { Actor } from "@/lib/auth/actor";

export const WRONG_CODE = "This code is not right. Check the time on your phone and try the newest code.";
export const CODE_THROTTLED = "Too many wrong codes. Please wait a few minutes and try again.";

export async function confirmTwoFactorEnrolment(actor: Actor, input: TConfirmTwoFactor) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { email: true, totpSecret: true, totpEnabledAt: true },
  });
  if (user.totpEnabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is already on.");
  if (!user.totpSecret) throw new AppError("CONFLICT", "Start the setup first.");
  if (await isCodeThrottled(user.email)) throw new AppError("TOO_MANY_REQUESTS", CODE_THROTTLED);
  const ok = await checkTotp(actor.userId, user.totpSecret, input.code);
  if (!ok) {
    await recordWrongCode(user.email);
    throw new AppError("BAD_REQUEST", WRONG_CODE, { fieldErrors: { code: [WRONG_CODE] } });
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: actor.userId, totpEnabledAt: null, totpSecret: user.totpSecret },
      data: { totpEnabledAt: new Date() },
    });
    if (count === 0) throw new AppError("CONFLICT", "The setup changed meanwhile. Start again.");
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.userId);
    await recordAudit(tx, {
      actor,
      action: "user.enableTwoFactor",
      entityType: "User",
      entityId: actor.userId,
      after: { twoFactor: "on" },
    });
    return { recoveryCodes };
  });
}
