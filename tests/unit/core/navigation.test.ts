import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { homePath, navigationFor } from "@/lib/navigation";
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

describe("navigation per role (spec 1 section 2)", () => {
  it("a general admin sees Home, LSPs, Employees and Back office, not Payroll or Admin users", () => {
    expect(labels([["admin"]])).toEqual(["Home", "LSPs", "Employees", "Back office"]);
  });
  it("a payroll admin also sees Payroll", () => {
    expect(labels([["admin"], ["payroll"]])).toContain("Payroll");
  });
  it("a finance admin sees Payroll and Finance", () => {
    expect(labels([["admin"], ["finance"]])).toEqual(expect.arrayContaining(["Payroll", "Finance"]));
  });
  it("an OP admin sees Admin users", () => {
    expect(labels([["admin"], ["operator"]])).toContain("Admin users");
  });
  it("an LSP user sees Home and Profile", () => {
    expect(labels([["lsp", [], "euroemploy"]])).toEqual(["Home", "Profile"]);
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
