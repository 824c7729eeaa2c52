// Issue 28: the API side of the page gate's two-factor rule (lib/auth/gates.ts). While the setting requires it,
// a staff user who has not set up two-factor sign-in gets a 403 from every REST route (lib/http/route.ts) and is
// sent to the setup from every server action (lib/auth/session.ts), except the calls the setup page needs to
// enrol and the ways out. Evaluated exactly like the gate: the setting (read on every request), the staff rule,
// lifted in read-only mode (setting it up is a write), and after a due password change (that gate comes first,
// and the change must still be possible). Costs no query: the actor load carries twoFactorEnabled.
//
// API tokens are held too. The rule is about the account, not the credential, as the temporary-password hold
// is (the route wrapper refuses both credentials alike): otherwise a token made while the setting was off, or
// before the user became staff, would keep full API access for an account that never sets it up. A token cannot
// enrol (the two-factor routes are for browser sessions), so its owner is told where to go in a browser.
import "server-only";
import { AppError } from "@/lib/errors";
import { isReadOnly } from "@/lib/config";
import type { Actor } from "@/lib/auth/actor";
import { isTwoFactorRequired, TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/requirement";

/** The `details.reason` of the 403 (its code is FORBIDDEN, the error shape's closed list). */
export const TWO_FACTOR_REQUIRED = "TWO_FACTOR_REQUIRED";

export const TWO_FACTOR_REQUIRED_MESSAGE = `Set up two-factor sign-in before using the API: open ${TWO_FACTOR_SETUP_PATH}`;

/** The routes a held user may still call (exact paths; public routes such as health, readiness, the password
 *  helpers and next-auth's own sign-in, sign-out and session routes do not go through the hold at all). */
export const TWO_FACTOR_SETUP_API_PATHS: ReadonlySet<string> = new Set([
  "/api/auth/two-factor", // the status
  "/api/auth/two-factor/setup", // enrol, step 1: the secret and QR code
  "/api/auth/two-factor/confirm", // enrol, step 2: the first code turns it on
  "/api/auth/sign-out-everywhere", // a way out
  "/api/page-views", // posted by every signed-in page, the setup page too
]);

/** Must this actor set up two-factor sign-in before anything else (the page gate's rule)? */
export function isHeldForTwoFactorSetup(
  actor: Pick<Actor, "roles" | "mainRole" | "twoFactorEnabled" | "mustChangePassword">,
): boolean {
  return actor.twoFactorEnabled === false && !actor.mustChangePassword && !isReadOnly() && isTwoFactorRequired(actor);
}

/** For the route wrapper: refuses a held actor outside the setup's own routes. */
export function assertTwoFactorSetUp(actor: Actor, pathname: string): void {
  if (!isHeldForTwoFactorSetup(actor) || TWO_FACTOR_SETUP_API_PATHS.has(normalise(pathname))) return;
  throw new AppError("FORBIDDEN", TWO_FACTOR_REQUIRED_MESSAGE, {
    details: { reason: TWO_FACTOR_REQUIRED, setupPath: TWO_FACTOR_SETUP_PATH },
  });
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
