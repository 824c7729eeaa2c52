import { z } from "zod";

export const ZSignIn = z.object({
  email: z.string().trim().min(1, "Please enter an email address").email("Please enter a valid email address"),
  password: z.string().min(1, "Please enter your password"),
  /** The second step: a code from the authenticator app or a recovery code (issue 28). */
  code: z.string().trim().max(20).optional(),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** The messages authorize() answers (next-auth hands them to the form as `error`). */
export const SIGN_IN_ERRORS = {
  invalid: "Invalid email or password.",
  throttled: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  /** Password right, a second factor is due: the form asks for the code and posts all three again. */
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  wrongCode: "This code is not right. Try the newest code from your app, or a recovery code.",
  /** The domain signs in with single sign-on; the form sends the user to the provider. */
  ssoRequired: "Your organisation signs in with single sign-on.",
} as const;
