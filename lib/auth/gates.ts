// Where a signed-in user must go before anything else (spec 1 sections 2 and 6, spec 3 'Role-based routing'):
// whoever signed in with a temporary password to /change-password (it worked once; spec 3 section 2);
// contractors to the contractor site; a user whose roles give no main role (and no staff route list) to the
// error notice; anyone who has not accepted the privacy policy to the consent screen; a manager of a
// needs-review company to the company edit page. Then the domains' gates, passed in by the caller in order
// (lib/pages/guard.ts: lib/onboarding/onboarding-gates.ts, an employee's profile, their onboarding form and an
// external onboarding in progress): this module knows no domain.
// In read-only mode no gate may trap a reader: the gates that ask for a write are lifted (the privacy
// consent once the user has read the policy and chosen to continue, see PRIVACY_DEFERRED_COOKIE), and so are
// the domains' gates.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { isReadOnly, links } from "@/lib/config";
import { isTwoFactorRequired, TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/requirement";

export type Gate = { redirectTo: string; allowPrefixes: string[] } | null;

/** Deferrals read from cookies (lib/pages/guard.ts): the privacy consent's, and a domain gate's under its own
 *  name (typeformDeferred: lib/onboarding/onboarding-gates.ts). */
export type GateOptions = { privacyDeferred?: boolean; [deferral: string]: boolean | undefined };

/** A domain's gate, asked in order after the platform's own and outside read-only mode; null lets the user on. */
export type GateRule = (actor: Actor, options: GateOptions) => Promise<Gate>;

export type ShellContext = {
  employeeId: string | null;
  /** The signed-in employee's record is archived (no timesheets: lib/timesheets/is-allowed.ts). */
  employeeArchived?: boolean;
  payrollReportsTab: boolean;
  seenPrivacyPolicy: boolean;
  mustChangePassword: boolean;
  /** Issue 28: two-factor sign-in is on (false sends staff to its setup while the setting requires it). */
  twoFactorEnabled?: boolean;
};

/** Set (to the user's id) when a reader continues past the consent screen in read-only mode. */
export const PRIVACY_DEFERRED_COOKIE = "omni-privacy-deferred";

/** The error notice of spec 1 section 6 for users without a main role. */
export const NO_MAIN_ROLE_PATH = "/error";

/** Where a user who signed in with a temporary password sets their own. */
export const CHANGE_PASSWORD_PATH = "/change-password";

export async function loadShellContext(actor: Actor): Promise<ShellContext> {
  const [user, employee, company] = await Promise.all([
    db.user.findUnique({
      where: { id: actor.userId },
      select: { seenPrivacyPolicy: true, mustChangePassword: true, totpEnabledAt: true },
    }),
    flagsOf(actor).isEmployee
      ? db.employee.findUnique({ where: { userId: actor.userId }, select: { id: true, archivedAt: true } })
      : null,
    actor.companyId
      ? db.company.findUnique({ where: { id: actor.companyId }, select: { enablePayrollReportsTab: true } })
      : null,
  ]);
  return {
    employeeId: employee?.id ?? null,
    employeeArchived: !!employee?.archivedAt,
    payrollReportsTab: company?.enablePayrollReportsTab ?? false,
    seenPrivacyPolicy: user?.seenPrivacyPolicy ?? false,
    mustChangePassword: user?.mustChangePassword ?? false,
    twoFactorEnabled: !!user?.totpEnabledAt,
  };
}

/** Spec 1 section 6: the data layer exists per main role; spec 3 gives the viewer roles a route list too. */
export function hasWorkspace(actor: Actor): boolean {
  return actor.mainRole !== null || flagsOf(actor).isViewer;
}

export async function resolveGate(
  actor: Actor,
  shell: ShellContext,
  options: GateOptions = {},
  /** The domains' gates (e.g. ONBOARDING_GATES of lib/onboarding/onboarding-gates.ts), asked in this order. */
  rules: readonly GateRule[] = [],
): Promise<Gate> {
  const f = flagsOf(actor);
  const readOnly = isReadOnly();
  if (!hasWorkspace(actor)) {
    if (f.isContractor) return { redirectTo: links.contractorSite(), allowPrefixes: [] };
    return { redirectTo: NO_MAIN_ROLE_PATH, allowPrefixes: [] };
  }
  // Setting a password is a write: lifted in read-only mode like the other write gates.
  if (shell.mustChangePassword && !readOnly)
    return { redirectTo: CHANGE_PASSWORD_PATH, allowPrefixes: [CHANGE_PASSWORD_PATH] };
  // Issue 28: staff set up two-factor sign-in before anything else while the setting requires it (a write:
  // lifted in read-only mode). With the setting off, the account page only recommends it.
  if (shell.twoFactorEnabled === false && !readOnly && isTwoFactorRequired(actor))
    return { redirectTo: TWO_FACTOR_SETUP_PATH, allowPrefixes: [TWO_FACTOR_SETUP_PATH] };
  if (!shell.seenPrivacyPolicy && !(readOnly && options.privacyDeferred))
    return { redirectTo: "/privacy-policy", allowPrefixes: ["/privacy-policy"] };
  // Completing the company or the profile is a write: impossible in read-only mode.
  if (readOnly) return null;
  // Staff reach every company; a manager below staff is held to their own company's review.
  if (f.isManager && !can(actor, "tenancy.allCompanies") && actor.companyId) {
    const company = await db.company.findUnique({
      where: { id: actor.companyId },
      select: { needsManagerReview: true },
    });
    if (company?.needsManagerReview) {
      const edit = `/companies/${actor.companyId}/edit`;
      return { redirectTo: edit, allowPrefixes: [edit] };
    }
  }
  for (const rule of rules) {
    const gate = await rule(actor, options);
    if (gate) return gate;
  }
  return null;
}

export function isAllowedByGate(gate: Gate, pathname: string): boolean {
  if (!gate) return true;
  return gate.allowPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix + "/") || pathname.startsWith(prefix + "?"),
  );
}
