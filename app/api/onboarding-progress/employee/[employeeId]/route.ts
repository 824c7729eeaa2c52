import { z } from "zod";
import { route } from "@/lib/http/route";
import { getOnboardingProgress } from "@/lib/onboarding/get-progress";
import { updateOnboardingProgress } from "@/lib/onboarding/update-progress";
import { ZOnboardingUpdate } from "@/lib/onboarding/schema";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

export const GET = route(
  { permission: "onboarding.read", params: ZParams, summary: "An employee's onboarding progress" },
  ({ actor, params }) => getOnboardingProgress(actor, params.employeeId),
);

export const PATCH = route(
  { permission: "onboarding.update", params: ZParams, body: ZOnboardingUpdate, summary: "Tick or untick steps" },
  ({ actor, params, body }) => updateOnboardingProgress(actor, params.employeeId, body),
);
