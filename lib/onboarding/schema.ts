import { z } from "zod";

/** PATCH /api/onboarding-progress/employee/{id}: the spec's updatedSteps (step modifications). */
export const ZOnboardingUpdate = z.object({
  updatedSteps: z
    .array(z.object({ stepId: z.string().trim().min(1).max(64), completed: z.boolean() }))
    .min(1, "Please choose at least one step")
    .max(100),
});
export type TOnboardingUpdate = z.infer<typeof ZOnboardingUpdate>;

export const EMPLOYER_MISSING =
  "Employer missing: set the employer (local service provider) on the employee before completing onboarding.";
