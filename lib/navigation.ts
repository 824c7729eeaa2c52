// Navigation and home page per role (spec 1 section 2, spec 3 section 2 'Role-based routing').
// Pure, so unit tests cover it and the shell renders it. An entry is shown only when its page exists
// (lib/pages/routes.ts): the spec's full list stays here and each entry appears as its page lands.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { hasPage } from "@/lib/pages/routes";
import { can } from "@/lib/policy";
import type { FeatureFlag } from "@/lib/config";
import { timesheetAllowance } from "@/lib/timesheets/is-allowed";

export type NavItem = { label: string; href: string; external?: boolean };

type NavContext = {
  flags: Record<FeatureFlag, boolean>;
  backOfficeUrl: string;
  /** Company setting enablePayrollReportsTab, for managers. */
  payrollReportsTab?: boolean;
  employeeId?: string | null;
  /** The signed-in employee's record is archived. */
  employeeArchived?: boolean;
};

export function homePath(actor: Actor): string {
  const f = flagsOf(actor);
  if (f.isAdmin || f.isIEAdmin) return "/companies";
  if (f.isBenefitsSpecialist) return "/payroll";
  if (f.isManager || f.isLSP) return "/employees";
  if (f.isEmployee) return "/profile";
  if (f.isViewer) return "/employees";
  // Spec 1 section 6: no main role, no data layer: the error notice.
  return "/error";
}

export function navigationFor(actor: Actor, context: NavContext): NavItem[] {
  return specNavigation(actor, context).filter((item) => item.external || hasPage(item.href));
}

/** The spec's entries for the role, whether or not their pages exist yet. */
export function specNavigation(actor: Actor, context: NavContext): NavItem[] {
  const f = flagsOf(actor);
  if (f.isAdmin || f.isIEAdmin || f.isBenefitsSpecialist || f.isViewer || can(actor, "payroll.access")) {
    const items: NavItem[] = [];
    if (can(actor, "companies.list")) items.push({ label: "Home", href: "/companies" });
    if (can(actor, "lsps.list")) items.push({ label: "LSPs", href: "/lsps" });
    if (can(actor, "employees.list")) items.push({ label: "Employees", href: "/employees" });
    if (can(actor, "payroll.access")) items.push({ label: "Payroll", href: "/payroll" });
    if (f.isBenefitsAdmin) items.push({ label: "Benefits", href: "/benefits" });
    if (can(actor, "finance.access")) items.push({ label: "Finance", href: "/finance" });
    if (can(actor, "admins.manage")) items.push({ label: "Admin users", href: "/admins" });
    if (can(actor, "webhooks.manage")) items.push({ label: "Webhooks", href: "/back-office/webhooks" });
    if (can(actor, "jobs.manage")) items.push({ label: "Background jobs", href: "/back-office/jobs" });
    if (f.isAdmin) items.push({ label: "Back office", href: context.backOfficeUrl, external: true });
    return items;
  }
  if (f.isLSP) {
    return [
      { label: "Home", href: "/employees" },
      { label: "Profile", href: "/profile" },
    ];
  }
  if (f.isManager) {
    const items: NavItem[] = [{ label: "Employees", href: "/employees" }];
    if (actor.companyId) items.push({ label: "Company", href: `/companies/${actor.companyId}` });
    items.push({ label: "Expenses", href: "/expenses" });
    if (timesheetAllowance({ flagOn: context.flags.timesheets, archived: false }).isAllowed)
      items.push({ label: "Timesheets", href: "/timesheets" });
    items.push({ label: "Terminations", href: "/terminations" });
    if (can(actor, "resignations.read")) items.push({ label: "Resignations", href: "/resignations" });
    items.push({ label: "Contractors", href: "/contractors" });
    if (context.flags.payrollReportsTab && context.payrollReportsTab && can(actor, "payrollReports.read"))
      items.push({ label: "Payroll reports", href: "/payroll-reports" });
    if (can(actor, "balances.read")) items.push({ label: "Balances", href: "/balances" });
    if (f.isSuperManager && context.flags.managerPermissionsUi)
      items.push({ label: "Permissions", href: "/permissions" });
    items.push({ label: "Profile", href: "/profile" });
    return items;
  }
  if (f.isEmployee) {
    const items: NavItem[] = [{ label: "Profile", href: "/profile" }];
    if (context.employeeId) items.push({ label: "My details", href: `/employees/${context.employeeId}` });
    items.push({ label: "Expenses", href: "/expenses" });
    items.push({ label: "Time off", href: "/time-off" });
    const archived = context.employeeArchived ?? false;
    if (timesheetAllowance({ flagOn: context.flags.timesheets, archived }).isAllowed)
      items.push({ label: "Timesheets", href: "/timesheets" });
    return items;
  }
  return [];
}
