import { can, assertCan, POLICY, type Action } from "@/lib/policy";
import { ROLE_TYPES, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";

const actor = (...roles: (RoleType | [RoleType, string[]])[]) => ({
  roles: roles.map((r): ActorRole =>
    Array.isArray(r) ? { type: r[0], scopes: r[1], tenantId: null } : { type: r, scopes: [], tenantId: null },
  ),
});

describe("policy table", () => {
  it("names only known roles and scopes in its grants", () => {
    for (const [action, grants] of Object.entries(POLICY)) {
      for (const grant of grants as readonly string[]) {
        if (grant === "*") continue;
        const scoped = /^([^[\]]+)\[(.+)\]$/.exec(grant);
        const roles = scoped ? [scoped[1]] : grant.split("+");
        for (const r of roles) expect([action, ROLE_TYPES.includes(r as RoleType)]).toEqual([action, true]);
      }
    }
  });

  it("refuses everything to nobody", () => {
    expect(can(null, "account.read")).toBe(false);
    expect(() => assertCan(null, "account.read")).toThrow(AppError);
  });

  it.each<[string, ReturnType<typeof actor>, Action, boolean]>([
    ["payroll admin uploads pay reports", actor("admin", "payroll"), "payReports.upload", true],
    ["a plain admin cannot upload pay reports", actor("admin"), "payReports.upload", false],
    ["payroll role alone cannot upload pay reports", actor("payroll"), "payReports.upload", false],
    ["benefits specialist reaches the payroll area", actor("benefits-specialist"), "payroll.access", true],
    ["finance admin reaches the payroll area", actor("admin", "finance"), "payroll.access", true],
    ["a manager never reaches the payroll area", actor(["manager", ["*"]]), "payroll.access", false],
    ["only admins list companies", actor(["manager", ["*"]]), "companies.list", false],
    ["admins list companies", actor("admin"), "companies.list", true],
    ["CS admin creates companies", actor("admin", "customer-success"), "companies.create", true],
    ["plain admin cannot create companies", actor("admin"), "companies.create", false],
    ["super manager adds managers", actor(["manager", ["super-manager"]]), "managers.create", true],
    ["regular manager cannot add managers", actor(["manager", ["employees:*"]]), "managers.create", false],
    ["'*' scope grants scoped actions", actor(["manager", ["*"]]), "managers.delete", true],
    ["employees:* lets a manager create seats", actor(["manager", ["employees:*"]]), "seats.create", true],
    ["a manager without employees:* cannot create seats", actor(["manager", []]), "seats.create", false],
    ["only OP admins manage admin users", actor("admin"), "admins.manage", false],
    ["OP admins manage admin users", actor("admin", "operator"), "admins.manage", true],
    ["only admins upload order forms", actor(["manager", ["*"]]), "seats.uploadOrderForm", false],
    ["LSP reads its own LSP record", actor("lsp"), "lsps.read", true],
    ["LSP cannot list LSPs", actor("lsp"), "lsps.list", false],
    ["LSP cannot read LSP users (spec 2 section 6)", actor("lsp"), "lspUsers.read", false],
    ["admins read LSP users", actor("admin"), "lspUsers.read", true],
    ["IE admins read LSP users", actor("international-expansion"), "lspUsers.read", true],
    ["contractors have no employee access", actor("contractor"), "employees.read", false],
    ["everyone signed in reads their account", actor("contractor"), "account.read", true],
  ])("%s", (_title, subject, action, expected) => {
    expect(can(subject, action)).toBe(expected);
  });
});
