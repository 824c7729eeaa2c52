import { z } from "zod";

/** POST /api/auth/password-reset: the form and the handler share it. */
export const ZPasswordResetRequest = z.object({
  email: z.string().trim().min(1, "Please enter an email address").max(320).email("Please enter a valid email address"),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetAnswer = z.object({ message: z.string() });

/** The one answer, whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  "If an account exists for this address, we have sent it a link to set a new password. The link works once, for 30 minutes.";
