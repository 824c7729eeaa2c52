// Who must use two-factor sign-in: every internal staff user (the admin main role: admins and their sub-types,
// benefits specialists, international-expansion admins; and the viewer roles) while the setting
// TWO_FACTOR_REQUIRED_FOR_ADMINS is on (default: on; read on every request, so an operator flips it without a
// build). Everyone else may turn it on. Pure: the account page and the gate use it.
import { flagsOf, type Actor } from "@/lib/auth/actor";

export function isTwoFactorRequiredSetting(): boolean {
  return process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS !== "false";
}

export function isStaffForTwoFactor(actor: Pick<Actor, "roles" | "mainRole">): boolean {
  return actor.mainRole === "admin" || flagsOf(actor).isViewer;
}

/** Must the actor have two-factor on before anything else? */
export function isTwoFactorRequired(actor: Pick<Actor, "roles" | "mainRole">): boolean {
  return isTwoFactorRequiredSetting() && isStaffForTwoFactor(actor);
}

/** Where the gate sends a staff user who must set it up (the account page's setup). */
export const TWO_FACTOR_SETUP_PATH = "/account-details/two-factor";
