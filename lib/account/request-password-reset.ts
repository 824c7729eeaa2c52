// 'Forgot password?': a single-use link to the existing set-password page (/change-pw?token=, the invitation's
// flow in lib/account/password-setup.ts, which uses the token up and ends every session), valid for 30 minutes.
// The answer is the same message and status whether or not the address has an account, and so is the work before
// it: a throttle slot (per e-mail whether or not it has an account, and per client address: lib/auth/throttle.ts)
// and one queued job. The lookup, the link and the mail happen in that job (lib/account/send-password-reset.ts), so
// the answer's timing does not tell which addresses have accounts (scripts/bench-auth.ts measures it).
import "server-only";
import { AppError } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/queue";
import { takePasswordResetSlot } from "@/lib/auth/throttle";
import { PASSWORD_RESET_JOB, type PasswordResetJob } from "@/lib/account/send-password-reset";
import { PASSWORD_RESET_SENT, type TPasswordResetRequest } from "@/lib/auth/password-reset-schema";

export { RESET_LINK_MINUTES } from "@/lib/account/send-password-reset";
export const RESET_THROTTLED = "Too many requests for this address. Please wait a few minutes and try again.";

export async function requestPasswordReset(
  input: TPasswordResetRequest,
  context: { origin: string; address: string | null },
) {
  const email = input.email.trim().toLowerCase();
  const retryAfterSeconds = await takePasswordResetSlot(email, context.address);
  if (retryAfterSeconds > 0)
    throw new AppError("TOO_MANY_REQUESTS", RESET_THROTTLED, { details: { retryAfterSeconds } });
  await enqueue<PasswordResetJob>(PASSWORD_RESET_JOB, { email, origin: context.origin });
  return { message: PASSWORD_RESET_SENT };
}
