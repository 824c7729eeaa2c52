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
  /** The start of the throttle's answer; throttledFor() adds the wait. */
  throttled: "Too many sign-in attempts.",
  /** Password right, a second factor is due: the form asks for the code and posts all three again. */
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  wrongCode: "This code is not right. Try the newest code from your app, or a recovery code.",
  /** The domain signs in with single sign-on; the form sends the user to the provider. */
  ssoRequired: "Your organisation signs in with single sign-on.",
  /** Only after the right password, to a deactivated user; accessEndedMessage() names whom to contact. */
  accessEnded: "Your access to OmniPlatform has ended.",
} as const;

/** The throttle's answer with its wait, e.g. "... Please wait 30 seconds and try again." */
export function throttledFor(wait: string): string {
  return `${SIGN_IN_ERRORS.throttled} Please wait ${wait} and try again.`;
}

/** The deactivated user's answer: whom to ask (their company's managers when known) and the support address. */
export function accessEndedMessage(contact: { companyName: string | null; support: string }): string {
  const who = contact.companyName ? `your manager at ${contact.companyName} or ` : "";
  return `${SIGN_IN_ERRORS.accessEnded} If you think this is a mistake, contact ${who}our support team at ${contact.support}.`;
}
