// The onboarding gates of the signed-in shell (spec 1 section 2), asked by lib/auth/gates.ts resolveGate after
// the platform's own (lib/pages/guard.ts passes ONBOARDING_GATES): an employee with required fields missing goes
// to their profile edit page; an employee who still owes the external onboarding form (with required fields
// filled) to that form, the product's /typeform route prefilled with their name, e-mail and country
// (lib/onboarding/typeform.ts: completing it lifts the gate; with no form configured the page says so and the
// employee may continue, typeformDeferred); a user with an onboarding in progress in the external onboardings
// service to the onboarding app (skipped when no service is configured).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { Gate, GateOptions, GateRule } from "@/lib/auth/gates";
import { typeformSettings } from "@/lib/config";
import { TYPEFORM_PATH, typeformPath } from "@/lib/onboarding/typeform";
import { externalOnboardingRedirect } from "@/lib/onboarding/external-onboardings";

export async function employeeProfileGate(actor: Actor, options: GateOptions): Promise<Gate> {
  if (actor.mainRole !== "employee") return null;
  const employee = await db.employee.findUnique({
    where: { userId: actor.userId },
    select: {
      id: true,
      needsRequiredFieldsFilled: true,
      requireTypeFormFilled: true,
      firstName: true,
      lastName: true,
      countryCode: true,
    },
  });
  if (employee?.needsRequiredFieldsFilled) {
    const edit = `/employees/${employee.id}/edit`;
    return { redirectTo: edit, allowPrefixes: [edit] };
  }
  // A form that cannot be filled in (none configured) holds nobody once they have read why.
  const deferred = options.typeformDeferred && !typeformSettings();
  if (employee?.requireTypeFormFilled && !deferred) {
    const redirectTo = typeformPath({
      first_name: employee.firstName,
      last_name: employee.lastName,
      email: actor.email,
      country: employee.countryCode,
    });
    return { redirectTo, allowPrefixes: [TYPEFORM_PATH] };
  }
  return null;
}

/** An onboarding in progress in the external onboardings service (skipped when no service is configured). */
export async function externalOnboardingGate(actor: Actor): Promise<Gate> {
  const onboarding = await externalOnboardingRedirect(actor.userId);
  return onboarding ? { redirectTo: onboarding, allowPrefixes: [] } : null;
}

export const ONBOARDING_GATES: readonly GateRule[] = [employeeProfileGate, externalOnboardingGate];
