import { z } from "zod";

export const ZTokenQuery = z.object({ token: z.string().min(10).max(200) });

const ZPassword = z
  .string()
  .min(10, "Please use at least 10 characters")
  .max(200, "Please use at most 200 characters")
  .regex(/[A-Za-z]/, "Please include a letter")
  .regex(/\d/, "Please include a number");

const matching = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  params: { path: ["confirmPassword"], message: "The passwords do not match" },
};

const ZNewPasswordFields = z.object({ password: ZPassword, confirmPassword: z.string().max(200) });

/** Setting a password through a mailed link ends every session; the user also chooses whether their personal API
 *  tokens end (staff: always, lib/account/password-setup.ts). */
const ZSetPasswordFields = ZNewPasswordFields.extend({ revokeApiTokens: z.boolean().optional() });

/** What the set-password form validates: the handler's schema below without the link's token. */
export const ZSetPasswordForm = ZSetPasswordFields.refine(matching.check, matching.params);
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** POST /api/auth/set-password. */
export const ZSetPassword = ZSetPasswordFields.extend({ token: z.string().min(10).max(200) }).refine(
  matching.check,
  matching.params,
);
export type TSetPassword = z.infer<typeof ZSetPassword>;

/** POST /api/users/{userId}/password: the own password after a sign-in with a temporary one. */
export const ZNewPassword = ZNewPasswordFields.refine(matching.check, matching.params);
export type TNewPassword = z.infer<typeof ZNewPassword>;
