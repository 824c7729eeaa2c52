// Where a signed-in user must go before anything else (spec 1 section 2, spec 3 'Role-based routing'):
// contractors to the contractor site; anyone who has not accepted the privacy policy to the consent
// screen; a manager of a needs-review company to the company edit page; an employee with required
// fields missing to their profile edit page; an employee who still owes the external onboarding form
// (with required fields filled) to that form, prefilled with their name, e-mail and country.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { links } from "@/lib/config";

export type Gate = { redirectTo: string; allowPrefixes: string[] } | null;

export type ShellContext = {
  employeeId: string | null;
  payrollReportsTab: boolean;
  seenPrivacyPolicy: boolean;
};

export async function loadShellContext(actor: Actor): Promise<ShellContext> {
  const [user, employee, company] = await Promise.all([
    db.user.findUnique({ where: { id: actor.userId }, select: { seenPrivacyPolicy: true } }),
    flagsOf(actor).isEmployee
      ? db.employee.findUnique({ where: { userId: actor.userId }, select: { id: true } })
      : null,
    actor.companyId
      ? db.company.findUnique({ where: { id: actor.companyId }, select: { enablePayrollReportsTab: true } })
      : null,
  ]);
  return {
    employeeId: employee?.id ?? null,
    payrollReportsTab: company?.enablePayrollReportsTab ?? false,
    seenPrivacyPolicy: user?.seenPrivacyPolicy ?? false,
  };
}

export async function resolveGate(actor: Actor, shell: ShellContext): Promise<Gate> {
  const f = flagsOf(actor);
  if (f.isContractor && actor.rank === 0) return { redirectTo: links.contractorSite(), allowPrefixes: [] };
  if (!shell.seenPrivacyPolicy) return { redirectTo: "/privacy-policy", allowPrefixes: ["/privacy-policy"] };
  if (f.isManager && actor.rank < 3 && actor.companyId) {
    const company = await db.company.findUnique({
      where: { id: actor.companyId },
      select: { needsManagerReview: true },
    });
    if (company?.needsManagerReview) {
      const edit = `/companies/${actor.companyId}/edit`;
      return { redirectTo: edit, allowPrefixes: [edit] };
    }
  }
  if (f.isEmployee && actor.rank === 1) {
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
    if (employee?.requireTypeFormFilled) {
      const query = new URLSearchParams({
        first_name: employee.firstName,
        last_name: employee.lastName,
        email: actor.email,
        country: employee.countryCode,
      });
      return { redirectTo: `${links.onboardingApp()}/typeform?${query.toString()}`, allowPrefixes: [] };
    }
  }
  return null;
}

export function isAllowedByGate(gate: Gate, pathname: string): boolean {
  if (!gate) return true;
  return gate.allowPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix + "/") || pathname.startsWith(prefix + "?"),
  );
}
