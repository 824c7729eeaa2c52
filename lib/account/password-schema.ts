import { z } from "zod";

export const ZTokenQuery = z.object({ token: z.string().min(10).max(200) });

export const ZSetPassword = z
  .object({
    token: z.string().min(10).max(200),
    password: z
      .string()
      .min(10, "Please use at least 10 characters")
      .max(200, "Please use at most 200 characters")
      .regex(/[A-Za-z]/, "Please include a letter")
      .regex(/\d/, "Please include a number"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
export type TSetPassword = z.infer<typeof ZSetPassword>;
