// Own-account forms (spec 1 section 5 'Account edit'). Browser-safe.
import { z } from "zod";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;

export const ZAccountEmail = z
  .string({ error: "Please enter an email address" })
  .trim()
  .min(1, "Please enter an email address")
  .refine((v) => v === "" || EMAIL_RE.test(v), "Please enter a valid email address");

export const ZUpdateAccount = z
  .object({
    displayName: z.string().trim().min(1, "Please enter a name").max(200),
    firstName: z.string().trim().min(1, "Please enter a first name").max(100),
    lastName: z.string().trim().min(1, "Please enter a last name").max(100),
    seenWelcomeScreen: z.literal(true),
  })
  .partial()
  .strict();
export type TUpdateAccount = z.infer<typeof ZUpdateAccount>;

/** The edit form: the name fields plus the e-mail (which goes through the verified change flow). */
export const ZAccountForm = z.object({
  displayName: z.string().trim().min(1, "Please enter a name").max(200),
  firstName: z.string().trim().min(1, "Please enter a first name").max(100),
  lastName: z.string().trim().min(1, "Please enter a last name").max(100),
  email: ZAccountEmail,
});
export type TAccountForm = z.infer<typeof ZAccountForm>;

export const ZEmailChange = z.object({ email: ZAccountEmail });
export const ZVerifyParams = z.object({ userId: z.string().min(1).max(64), token: z.string().min(10).max(200) });

export const EMAIL_CHANGE_MISMATCH = "Entered text does not match requested change";
export const EMAIL_CHANGE_EXPIRED = "Your email change request has expired, please try again.";

/** Which account fields a role may edit (the employee's names belong to their employee record). */
export function editableAccountFields(mainRole: string | null): (keyof TAccountForm)[] {
  if (mainRole === "employee") return ["displayName", "email"];
  return ["displayName", "firstName", "lastName", "email"];
}
