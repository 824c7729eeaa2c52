import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { accountNavigation, groupNavigation, homePath, navigationFor, specNavigation } from "@/lib/navigation";
import { featureFlags } from "@/lib/config";

const make = (roles: [RoleType, string[]?, string?][]) =>
  buildActor({
    userId: "u",
    email: "u@x.example",
    name: "U",
    roles: roles.map(([type, scopes = [], tenantId = null]): ActorRole => ({ type, scopes, tenantId })),
  });
const context = {
  flags: featureFlags(),
  backOfficeUrl: "https://bo.example",
  payrollReportsTab: true,
  employeeId: "emp-1",
};
const labels = (roles: [RoleType, string[]?, string?][]) => navigationFor(make(roles), context).map((i) => i.label);
/** The bar as shown: top-level links, and each group as "Group: entry, entry". */
const bar = (roles: [RoleType, string[]?, string?][]) =>
  groupNavigation(navigationFor(make(roles), context)).map((e) =>
    e.kind === "link" ? e.item.label : `${e.label}: ${e.items.map((i) => i.label).join(", ")}`,
  );
const PEOPLE_ADMIN =
  "People: Onboarding checklist, Contractors, Terminations, Resignations, Letter requests, Approvals, Expenses, Time off, Timesheets";
const specLabels = (roles: [RoleType, string[]?, string?][]) =>
  specNavigation(make(roles), context).map((i) => i.label);

describe("navigation per role (spec 1 section 2)", () => {
  it("a general admin has Home, LSPs, Employees and Back office by the spec, not Payroll or Admin users", () => {
    const top = specNavigation(make([["admin"]]), context).filter((i) => !i.group);
    expect(top.map((i) => i.label)).toEqual(["Home", "LSPs", "Employees", "Back office"]);
  });
  it("the spec's entries stay top-level links in order; the admin's other pages are in the People and Settings menus", () => {
    expect(bar([["admin"]])).toEqual([
      "Home",
      "LSPs",
      "Employees",
      PEOPLE_ADMIN,
      "Settings: Legal entities, Payroll providers, Public holidays, Leave policies, Integrations",
      "Back office",
    ]);
  });
  it("an OP admin's back-office pages (template mappings, webhooks, jobs) are in Settings", () => {
    expect(bar([["admin"], ["operator"]])).toEqual([
      "Home",
      "LSPs",
      "Employees",
      "Admin users",
      PEOPLE_ADMIN,
      "Settings: Legal entities, Payroll providers, Public holidays, Leave policies, Template mappings, Integrations, Webhooks, Single sign-on, Background jobs",
      "Back office",
    ]);
    expect(bar([["admin"]]).join()).not.toContain("Template mappings");
  });
  it("a payroll admin finds payroll reports and a finance admin balances under Reports", () => {
    expect(bar([["admin"], ["payroll"]])).toContain("Reports: Payroll reports, Signed payroll packs");
    expect(bar([["admin"], ["finance"]])).toContain("Reports: Balances");
  });
  it("a viewer has Employees and their expenses; a benefits specialist Employees, Payroll, Benefits", () => {
    expect(bar([["viewer:clients-sensitive-data"]])).toEqual(["Employees", "People: Expenses"]);
    expect(bar([["benefits-specialist"]])).toEqual([
      "Employees",
      "Payroll",
      "Benefits",
      "People: Onboarding checklist",
      "Settings: Legal entities",
    ]);
  });
  it("every signed-in user has the account menu: profile, account details, API tokens, API reference", () => {
    expect(accountNavigation(make([["employee", [], "acme"]])).map((i) => i.label)).toEqual([
      "Profile",
      "Account details",
      "API tokens",
      "API reference",
    ]);
  });
  it("a payroll admin also sees Payroll", () => {
    expect(labels([["admin"], ["payroll"]])).toContain("Payroll");
  });
  it("a finance admin has Payroll and Finance (its page exists)", () => {
    expect(specLabels([["admin"], ["finance"]])).toEqual(expect.arrayContaining(["Payroll", "Finance"]));
    expect(bar([["admin"], ["finance"]])).toEqual([
      "Home",
      "LSPs",
      "Employees",
      "Payroll",
      "Finance",
      PEOPLE_ADMIN,
      "Reports: Balances",
      "Settings: Legal entities, Payroll providers, Public holidays, Leave policies, Integrations",
      "Back office",
    ]);
  });
  it("an OP admin has Admin users by the spec", () => {
    expect(specLabels([["admin"], ["operator"]])).toContain("Admin users");
  });
  it("a manager sees Employees, Onboarding checklist, Company, Approvals, Expenses, Time off, Timesheets, Terminations, Resignations, Contractors, Payroll reports, Balances, Invoices, Permissions (super manager), Profile", () => {
    expect(labels([["manager", ["employees:*", "super-manager"], "acme"]])).toEqual([
      "Employees",
      "Onboarding checklist",
      "Company",
      "Approvals",
      "Expenses",
      "Time off",
      "Timesheets",
      "Terminations",
      "Resignations",
      "Contractors",
      "Payroll reports",
      "Balances",
      "Invoices",
      "Permissions",
      "Profile",
    ]);
  });
  it("Balances and the company's Invoices show to managers with the finance scope (or super managers) only", () => {
    expect(labels([["manager", ["finance:*"], "acme"]])).toContain("Balances");
    expect(labels([["manager", ["employees:*"], "acme"]])).not.toContain("Balances");
    const invoices = navigationFor(make([["manager", ["finance:*"], "acme"]]), context).find(
      (i) => i.label === "Invoices",
    );
    expect(invoices?.href).toBe("/companies/acme/invoices");
    expect(labels([["manager", ["employees:*"], "acme"]])).not.toContain("Invoices");
  });
  it("Payroll reports shows only when the company's enablePayrollReportsTab is on", () => {
    const manager = make([["manager", [], "acme"]]);
    expect(navigationFor(manager, context).map((i) => i.label)).toContain("Payroll reports");
    expect(navigationFor(manager, { ...context, payrollReportsTab: false }).map((i) => i.label)).not.toContain(
      "Payroll reports",
    );
  });
  it("an archived employee has no Timesheets entry, and nobody has it with the timesheets flag off (the is-allowed rule)", () => {
    const employee = make([["employee", [], "acme"]]);
    expect(navigationFor(employee, { ...context, employeeArchived: true }).map((i) => i.label)).not.toContain(
      "Timesheets",
    );
    const flagsOff = { ...context, flags: { ...context.flags, timesheets: false } };
    expect(navigationFor(employee, flagsOff).map((i) => i.label)).not.toContain("Timesheets");
    expect(navigationFor(make([["manager", [], "acme"]]), flagsOff).map((i) => i.label)).not.toContain("Timesheets");
  });
  it("an employee sees Profile, My details, Pay, Onboarding checklist, Expenses, Time off and Timesheets", () => {
    expect(labels([["employee", [], "acme"]])).toEqual([
      "Profile",
      "My details",
      "Pay",
      "Onboarding checklist",
      "Expenses",
      "Time off",
      "Timesheets",
    ]);
  });
  it("a manager without the employees scope has no Terminations entry (its page needs it)", () => {
    expect(labels([["manager", [], "acme"]])).not.toContain("Terminations");
  });
  it("a user whose roles give no main role (and no viewer route list) has no navigation and the error notice", () => {
    expect(labels([["payroll"]])).toEqual([]);
    expect(homePath(make([["finance"]]))).toBe("/error");
    expect(homePath(make([["viewer:clients-sensitive-data"]]))).toBe("/employees");
  });
  it("an LSP user sees Home, the onboarding checklist, their provider, the letter requests and Profile", () => {
    expect(labels([["lsp", [], "euroemploy"]])).toEqual([
      "Home",
      "Onboarding checklist",
      "My provider",
      "Letter requests",
      "Profile",
    ]);
  });
  it("only a super manager sees Permissions", () => {
    expect(labels([["manager", ["employees:*", "super-manager"], "acme"]])).toContain("Permissions");
    expect(labels([["manager", ["employees:*"], "acme"]])).not.toContain("Permissions");
  });
  it("homes: admin /companies, LSP and manager /employees, benefits specialist /payroll, employee /profile", () => {
    expect(homePath(make([["admin"]]))).toBe("/companies");
    expect(homePath(make([["lsp"]]))).toBe("/employees");
    expect(homePath(make([["manager", [], "acme"]]))).toBe("/employees");
    expect(homePath(make([["benefits-specialist"]]))).toBe("/payroll");
    expect(homePath(make([["employee", [], "acme"]]))).toBe("/profile");
  });
});
