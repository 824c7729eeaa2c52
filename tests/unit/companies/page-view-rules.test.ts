/** @jest-environment node */
// [CORE] The role rules the pages used to restate, now beside their loaders (docs/development.md 'Screens'): the
// company page's edit, back-office and /permissions links, the company edit view, the manager's own company, the
// /permissions guard and the termination view's back link, each for the roles that differ.
import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { companyActionsOf } from "@/lib/companies/company-actions";
import { companyEditViewOf } from "@/lib/companies/company-edit-view";
import { managedCompanyIdOf } from "@/lib/companies/managed-company";
import { mayOpenPermissionsPage } from "@/lib/account/managers/permissions-page";
import { terminationBackLinkOf } from "@/lib/terminations/view-links";

const role = (type: RoleType, scopes: string[] = [], tenantId: string | null = null): ActorRole => ({
  type,
  tenantId,
  scopes,
});
const actor = (...roles: ActorRole[]) => buildActor({ userId: "u1", email: "u@x.example", name: "U", roles });

const admin = actor(role("admin"));
const csAdmin = actor(role("admin"), role("customer-success"));
const manager = actor(role("manager", ["employees:*"], "acme"));
const superManager = actor(role("manager", ["super-manager"], "acme"));
const employee = actor(role("employee", [], "acme"));

describe("[CORE] page rules beside the loaders", () => {
  const flag = process.env.FEATURE_MANAGER_PERMISSIONS_UI;
  afterEach(() => {
    if (flag === undefined) delete process.env.FEATURE_MANAGER_PERMISSIONS_UI;
    else process.env.FEATURE_MANAGER_PERMISSIONS_UI = flag;
  });

  it("the company page's edit, back-office and /permissions links", () => {
    expect(companyActionsOf(admin, "acme")).toMatchObject({
      editDetails: true,
      openBackOffice: true,
      openPermissionsPage: false,
    });
    expect(companyActionsOf(superManager, "acme")).toMatchObject({
      editDetails: false,
      openBackOffice: false,
      openPermissionsPage: true,
    });
    // Another company's page, a manager without the scope, and the flag off.
    expect(companyActionsOf(superManager, "globex").openPermissionsPage).toBe(false);
    expect(companyActionsOf(manager, "acme").openPermissionsPage).toBe(false);
    process.env.FEATURE_MANAGER_PERMISSIONS_UI = "false";
    expect(companyActionsOf(superManager, "acme").openPermissionsPage).toBe(false);
  });

  it("the /permissions guard: the super manager of a company, behind the flag", () => {
    expect(mayOpenPermissionsPage(superManager)).toBe(true);
    expect(mayOpenPermissionsPage(admin)).toBe(false);
    expect(mayOpenPermissionsPage(manager)).toBe(false);
    process.env.FEATURE_MANAGER_PERMISSIONS_UI = "false";
    expect(mayOpenPermissionsPage(superManager)).toBe(false);
  });

  it("the company edit view: admins the admin form, a manager the welcome version, others none", () => {
    expect(companyEditViewOf(admin, "acme")).toEqual({ mode: "admin", backHref: "/companies/acme#details" });
    expect(companyEditViewOf(manager, "acme")).toEqual({ mode: "welcome", backHref: "/profile" });
    expect(companyEditViewOf(employee, "acme")).toBeNull();
  });

  it("the manager's own company (profile link, approval chains link)", () => {
    expect(managedCompanyIdOf(manager)).toBe("acme");
    expect(managedCompanyIdOf(admin)).toBeNull();
    expect(managedCompanyIdOf(employee)).toBeNull();
  });

  it("the termination view's back link: managers, customer-success admins, other admins", () => {
    const request = { companyId: "acme", employeeId: "e1", employeeName: "Ada Lovelace" };
    expect(terminationBackLinkOf(manager, request)).toEqual({
      href: "/terminations",
      label: "Back to termination requests",
    });
    expect(terminationBackLinkOf(csAdmin, request)).toEqual({
      href: "/companies/acme#termination-requests",
      label: "Back to termination requests",
    });
    expect(terminationBackLinkOf(admin, request)).toEqual({ href: "/employees/e1", label: "Back to Ada Lovelace" });
  });
});
