import { z } from "zod";

export const ZSignIn = z.object({
  email: z.string().trim().min(1, "Please enter an email address").email("Please enter a valid email address"),
  password: z.string().min(1, "Please enter your password"),
});
export type TSignIn = z.infer<typeof ZSignIn>;
