// What /typeform shows the signed-in user: whether they owe the onboarding form, and the configured form prefilled
// with their first and last name, e-mail and country from their employee record (spec 1 section 2), or null while
// no form is configured.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { typeformEmbedUrl } from "@/lib/onboarding/typeform";

export async function getTypeform(actor: Actor) {
  const employee = await db.employee.findUnique({
    where: { userId: actor.userId },
    select: { requireTypeFormFilled: true, firstName: true, lastName: true, countryCode: true },
  });
  if (!employee?.requireTypeFormFilled) return { owed: false as const };
  const prefill = {
    first_name: employee.firstName,
    last_name: employee.lastName,
    email: actor.email,
    country: employee.countryCode,
  };
  return { owed: true as const, prefill, form: typeformEmbedUrl(prefill) };
}
