// Feature flag clientBenefitSelection (spec 1 section 9, off by default): whether the client itself (a manager,
// spec 1 section 1 'Clients choose supplementary benefits per country') may choose YES, NO or REMIND_LATER.
// Off: a manager sees the choices read-only and POST .../preferences answers 403; admins still record the
// client's choice. The one place the flag is read.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { isFeatureOn } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import { ownCompanyId } from "@/lib/access/company";

export const CLIENT_SELECTION_OFF = "Choosing benefits is not available to clients yet.";

/** The actor is the client's own user (a manager of the company), not staff. */
const isClient = (actor: Actor) => ownCompanyId(actor) !== null;

export function canChooseBenefits(actor: Actor): boolean {
  return can(actor, "benefits.choose") && (!isClient(actor) || isFeatureOn("clientBenefitSelection"));
}

export function assertMayChooseBenefits(actor: Actor): void {
  if (!canChooseBenefits(actor)) throw new AppError("FORBIDDEN", CLIENT_SELECTION_OFF);
}
