// Navigation and home page per role (spec 1 section 2, spec 3 section 2 'Role-based routing').
// Pure, so unit tests cover it and the shell renders it. Feature flags (spec 3 section 2) come in the context:
// timesheets, benefits and newIntegration each switch their entry. An entry is shown only when its page exists
// (lib/pages/routes.ts): the spec's full list stays here and each entry appears as its page lands.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { hasPage } from "@/lib/pages/routes";
import { can } from "@/lib/policy";
import type { FeatureFlag } from "@/lib/config";
import { timesheetAllowance } from "@/lib/timesheets/is-allowed";

/** The disclosure menus of a long staff navigation; entries without a group are links of their own. */
export const NAV_GROUPS = ["People", "Reports", "Settings"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type NavItem = { label: string; href: string; external?: boolean; group?: NavGroup };

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
    if (context.flags.benefits && can(actor, "benefits.admin")) items.push({ label: "Benefits", href: "/benefits" });
    if (can(actor, "finance.access")) items.push({ label: "Finance", href: "/finance" });
    if (can(actor, "admins.manage")) items.push({ label: "Admin users", href: "/admins" });
    items.push(...staffGroups(actor, context));
    if (f.isAdmin) items.push({ label: "Back office", href: context.backOfficeUrl, external: true });
    return items;
  }
  if (f.isLSP) {
    const items: NavItem[] = [{ label: "Home", href: "/employees" }];
    if (can(actor, "onboarding.read")) items.push(ONBOARDING);
    if (can(actor, "lsps.read") && actor.lspId) items.push({ label: "My provider", href: `/lsps/${actor.lspId}` });
    if (can(actor, "letters.decide")) items.push({ label: "Letter requests", href: "/letters" });
    items.push({ label: "Profile", href: "/profile" });
    return items;
  }
  if (f.isManager) {
    const items: NavItem[] = [{ label: "Employees", href: "/employees" }];
    if (can(actor, "onboarding.read")) items.push(ONBOARDING);
    if (actor.companyId) items.push({ label: "Company", href: `/companies/${actor.companyId}` });
    if (can(actor, "approvals.read")) items.push({ label: "Approvals", href: "/approvals" });
    if (can(actor, "expenses.read")) items.push({ label: "Expenses", href: "/expenses" });
    if (can(actor, "timeOff.read")) items.push({ label: "Time off", href: "/time-off" });
    if (timesheetAllowance({ flagOn: context.flags.timesheets, archived: false }).isAllowed)
      items.push({ label: "Timesheets", href: "/timesheets" });
    if (can(actor, "terminations.read")) items.push({ label: "Terminations", href: "/terminations" });
    if (can(actor, "resignations.read")) items.push({ label: "Resignations", href: "/resignations" });
    if (can(actor, "contractors.read")) items.push({ label: "Contractors", href: "/contractors" });
    if (context.flags.payrollReportsTab && context.payrollReportsTab && can(actor, "payrollReports.read"))
      items.push({ label: "Payroll reports", href: "/payroll-reports" });
    if (can(actor, "balances.read")) items.push({ label: "Balances", href: "/balances" });
    if (can(actor, "balances.read") && actor.companyId)
      items.push({ label: "Invoices", href: `/companies/${actor.companyId}/invoices` });
    if (f.isSuperManager && context.flags.managerPermissionsUi)
      items.push({ label: "Permissions", href: "/permissions" });
    items.push({ label: "Profile", href: "/profile" });
    return items;
  }
  if (f.isEmployee) {
    const items: NavItem[] = [{ label: "Profile", href: "/profile" }];
    if (context.employeeId) items.push({ label: "My details", href: `/employees/${context.employeeId}` });
    if (can(actor, "payslips.read")) items.push({ label: "Pay", href: "/pay" });
    if (can(actor, "onboarding.read")) items.push(ONBOARDING);
    if (can(actor, "expenses.read")) items.push({ label: "Expenses", href: "/expenses" });
    if (can(actor, "timeOff.read")) items.push({ label: "Time off", href: "/time-off" });
    const archived = context.employeeArchived ?? false;
    if (timesheetAllowance({ flagOn: context.flags.timesheets, archived }).isAllowed)
      items.push({ label: "Timesheets", href: "/timesheets" });
    return items;
  }
  return [];
}

const ONBOARDING: NavItem = { label: "Onboarding checklist", href: "/employees/employee-checklist" };

/** Staff pages beyond the spec's list, in three disclosure menus so the bar stays short (spec entries first). */
function staffGroups(actor: Actor, context: NavContext): NavItem[] {
  const entries: [boolean, NavItem][] = [
    [can(actor, "onboarding.read"), { ...ONBOARDING, group: "People" }],
    [can(actor, "contractors.read"), { label: "Contractors", href: "/contractors", group: "People" }],
    [can(actor, "terminations.read"), { label: "Terminations", href: "/terminations", group: "People" }],
    [can(actor, "resignations.read"), { label: "Resignations", href: "/resignations", group: "People" }],
    [can(actor, "letters.decide"), { label: "Letter requests", href: "/letters", group: "People" }],
    [can(actor, "approvals.read"), { label: "Approvals", href: "/approvals", group: "People" }],
    [can(actor, "expenses.read"), { label: "Expenses", href: "/expenses", group: "People" }],
    [can(actor, "timeOff.read"), { label: "Time off", href: "/time-off", group: "People" }],
    [
      can(actor, "timesheets.read") &&
        timesheetAllowance({ flagOn: context.flags.timesheets, archived: false }).isAllowed,
      { label: "Timesheets", href: "/timesheets", group: "People" },
    ],
    [can(actor, "payrollReports.read"), { label: "Payroll reports", href: "/payroll-reports", group: "Reports" }],
    [can(actor, "balances.read"), { label: "Balances", href: "/balances", group: "Reports" }],
    [
      can(actor, "payrollPacks.download"),
      { label: "Signed payroll packs", href: "/payroll-reports/packs", group: "Reports" },
    ],
    [
      can(actor, "legalEntities.read"),
      { label: "Legal entities", href: "/back-office/legal-entities", group: "Settings" },
    ],
    [
      can(actor, "payrollProviders.read"),
      { label: "Payroll providers", href: "/back-office/payroll-providers", group: "Settings" },
    ],
    [
      can(actor, "publicHolidays.manage"),
      { label: "Public holidays", href: "/back-office/public-holidays", group: "Settings" },
    ],
    [
      can(actor, "leavePolicies.manage"),
      { label: "Leave policies", href: "/back-office/leave-policies", group: "Settings" },
    ],
    [
      can(actor, "templateMappings.manage"),
      { label: "Template mappings", href: "/back-office/template-mappings", group: "Settings" },
    ],
    [
      context.flags.newIntegration && can(actor, "integrations.read"),
      { label: "Integrations", href: "/back-office/integrations", group: "Settings" },
    ],
    [can(actor, "webhooks.manage"), { label: "Webhooks", href: "/back-office/webhooks", group: "Settings" }],
    [
      can(actor, "identityProviders.manage"),
      { label: "Single sign-on", href: "/back-office/identity-providers", group: "Settings" },
    ],
    [can(actor, "jobs.manage"), { label: "Background jobs", href: "/back-office/jobs", group: "Settings" }],
  ];
  return entries.filter(([allowed]) => allowed).map(([, item]) => item);
}

/** The account menu of the header, for every signed-in user past the gates (staff have no Profile entry). */
export function accountNavigation(actor: Actor): NavItem[] {
  const items: NavItem[] = [
    { label: "Profile", href: "/profile" },
    { label: "Account details", href: "/account-details" },
  ];
  if (can(actor, "apiTokens.manage")) items.push({ label: "API tokens", href: "/account-details/api-tokens" });
  items.push({ label: "API reference", href: "/api-docs" });
  return items.filter((item) => hasPage(item.href));
}

/** Entries side by side: the ungrouped links in order, each group at the place of its first entry. */
export type NavEntry = { kind: "link"; item: NavItem } | { kind: "group"; label: NavGroup; items: NavItem[] };

export function groupNavigation(items: NavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (!item.group) entries.push({ kind: "link", item });
    else {
      const group = entries.find((e) => e.kind === "group" && e.label === item.group);
      if (group?.kind === "group") group.items.push(item);
      else entries.push({ kind: "group", label: item.group, items: [item] });
    }
  }
  return entries;
}
