// The background half of 'Forgot password?' (lib/account/request-password-reset.ts): the request only takes a throttle
// slot and queues this job, the same work whether or not the address has an account, so the answer's timing
// tells nothing. Here, for an active account: a single-use reset link, valid for 30 minutes, replaces any earlier
// unused one, and its mail goes through the outbox. Running twice (a retried job) sends a newer link, which
// replaces the first.
import { addMinutes } from "date-fns";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { queueEmail } from "@/lib/mail/outbox";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import type { JobHandler } from "@/lib/jobs/queue";

export const PASSWORD_RESET_JOB = "auth.password-reset";
export const RESET_LINK_MINUTES = 30;

export type PasswordResetJob = { email: string; origin: string };

export async function sendPasswordReset({ email, origin }: PasswordResetJob) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  // Deactivated users get no link; users who must use single sign-on have no password to reset and are sent
  // to their provider by the sign-in page.
  if (!user?.isActive) return;
  const token = newSecret("pr_");
  const now = new Date();
  const link = `${origin.replace(/\/$/, "")}/change-pw?token=${encodeURIComponent(token)}`;
  await db.$transaction(async (tx) => {
    // A new reset link replaces any earlier unused reset link (an invitation link stays valid).
    await tx.passwordSetupToken.updateMany({
      where: { userId: user.id, usedAt: null, purpose: "RESET" },
      data: { usedAt: now },
    });
    await tx.passwordSetupToken.create({
      data: {
        userId: user.id,
        purpose: "RESET",
        tokenHash: sha256(token),
        expiresAt: addMinutes(now, RESET_LINK_MINUTES),
      },
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

export const PASSWORD_RESET_JOB_HANDLERS: Record<string, JobHandler> = {
  [PASSWORD_RESET_JOB]: (data) => sendPasswordReset(data as PasswordResetJob),
};
