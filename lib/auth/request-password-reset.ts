// 'Forgot password?' (issue 28): a single-use link to the existing set-password page (/change-pw?token=, the
// invitation's flow in lib/account/password-setup.ts, which uses the token up and bumps sessionVersion so every
// other session ends), valid for 30 minutes, through the mail outbox. The answer is the same message and status
// whether or not the address has an account, and the work done is alike (a token is generated and hashed either
// way; the database write for a real account is one short transaction). Throttled per e-mail and per address
// (lib/auth/throttle.ts) whether or not the account exists. Deactivated users and users without a password
// who must use their company's single sign-on get no link (same answer).
import "server-only";
import { addMinutes } from "date-fns";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { queueEmail } from "@/lib/mail/outbox";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import { takePasswordResetSlot } from "@/lib/auth/throttle";
import { PASSWORD_RESET_SENT, type TPasswordResetRequest } from "@/lib/auth/password-reset-schema";

export const RESET_LINK_MINUTES = 30;
export const RESET_THROTTLED = "Too many requests for this address. Please wait 15 minutes and try again.";

export async function requestPasswordReset(
  input: TPasswordResetRequest,
  context: { origin: string; address: string | null },
) {
  const email = input.email.trim().toLowerCase();
  if (!(await takePasswordResetSlot(email, context.address))) throw new AppError("TOO_MANY_REQUESTS", RESET_THROTTLED);
  const token = newSecret("pr_");
  const tokenHash = sha256(token);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (user?.isActive) {
    const now = new Date();
    const link = `${context.origin.replace(/\/$/, "")}/change-pw?token=${encodeURIComponent(token)}`;
    await db.$transaction(async (tx) => {
      // A new reset link replaces any earlier unused reset link (an invitation link stays valid).
      await tx.passwordSetupToken.updateMany({
        where: { userId: user.id, usedAt: null, purpose: "RESET" },
        data: { usedAt: now },
      });
      await tx.passwordSetupToken.create({
        data: { userId: user.id, purpose: "RESET", tokenHash, expiresAt: addMinutes(now, RESET_LINK_MINUTES) },
      });
      await queueEmail(tx, {
        to: user.email,
        subject: "Set a new OmniPlatform password",
        text: [
          `Hello ${user.firstName},`,
          "",
          "Someone (we hope you) asked to set a new password for your OmniPlatform account.",
          `Set it here (the link works once and expires in ${RESET_LINK_MINUTES} minutes): ${link}`,
          "",
          "If you did not ask for this, ignore this message: your password stays as it is.",
        ].join("\n"),
      });
      await recordAudit(tx, {
        actor: null,
        action: "user.requestPasswordReset",
        entityType: "User",
        entityId: user.id,
        after: { expiresAt: addMinutes(now, RESET_LINK_MINUTES) },
      });
    });
  }
  return { message: PASSWORD_RESET_SENT };
}
