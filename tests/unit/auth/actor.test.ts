import { buildActor, flagsOf, mainRoleOf, roleRank, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { roleFromDb, roleToDb } from "@/lib/auth/role-names";

const role = (type: RoleType, scopes: string[] = [], tenantId: string | null = null): ActorRole => ({
  type,
  scopes,
  tenantId,
});

describe("main role rank (spec 1 section 6)", () => {
  it.each([
    ["admin", 3],
    ["benefits-specialist", 3],
    ["international-expansion", 3],
    ["manager", 2],
    ["lsp", 2],
    ["employee", 1],
    ["payroll", 0],
    ["viewer:clients-sensitive-data", 0],
    ["contractor", 0],
  ] as [RoleType, number][])("%s ranks %i", (type, rank) => {
    expect(roleRank(type)).toBe(rank);
  });

  it("picks the highest-ranked role as the main role", () => {
    expect(mainRoleOf(["employee", "manager"])).toEqual({ mainRole: "manager", rank: 2 });
    expect(mainRoleOf(["payroll", "admin"])).toEqual({ mainRole: "admin", rank: 3 });
    expect(mainRoleOf(["benefits-specialist"])).toEqual({ mainRole: "admin", rank: 3 });
    expect(mainRoleOf(["lsp"])).toEqual({ mainRole: "lsp", rank: 2 });
    expect(mainRoleOf(["finance"])).toEqual({ mainRole: null, rank: 0 });
  });
});

describe("derived flags (spec 3 section 6)", () => {
  it("payroll admin means admin plus the payroll role", () => {
    expect(flagsOf({ roles: [role("admin"), role("payroll")] }).isPayrollAdmin).toBe(true);
    expect(flagsOf({ roles: [role("payroll")] }).isPayrollAdmin).toBe(false);
    expect(flagsOf({ roles: [role("admin")] }).isPayrollAdmin).toBe(false);
  });

  it("CS and OP admins need the admin role too", () => {
    expect(flagsOf({ roles: [role("admin"), role("customer-success")] }).isCSAdmin).toBe(true);
    expect(flagsOf({ roles: [role("customer-success")] }).isCSAdmin).toBe(false);
    expect(flagsOf({ roles: [role("admin"), role("operator")] }).isOPAdmin).toBe(true);
  });

  it("a super manager is a manager with the super-manager scope ('*' counts)", () => {
    expect(flagsOf({ roles: [role("manager", ["super-manager"])] }).isSuperManager).toBe(true);
    expect(flagsOf({ roles: [role("manager", ["*"])] }).isSuperManager).toBe(true);
    expect(flagsOf({ roles: [role("manager", ["employees:*"])] }).isSuperManager).toBe(false);
  });
});

describe("buildActor", () => {
  it("takes the company from the manager or employee role and the LSP from the lsp role", () => {
    const manager = buildActor({ userId: "u1", email: "m@x.example", name: "M", roles: [role("manager", [], "acme")] });
    expect(manager.companyId).toBe("acme");
    expect(manager.lspId).toBeNull();
    const lsp = buildActor({ userId: "u2", email: "l@x.example", name: "L", roles: [role("lsp", [], "euroemploy")] });
    expect(lsp.lspId).toBe("euroemploy");
    expect(lsp.companyId).toBeNull();
  });
});

describe("role names between the database and the spec", () => {
  it.each([
    ["viewer_clients_sensitive_data", "viewer:clients-sensitive-data"],
    ["viewer_product_sensitive_data", "viewer:product-sensitive-data"],
    ["benefits_specialist", "benefits-specialist"],
    ["international_expansion", "international-expansion"],
    ["customer_success", "customer-success"],
    ["admin", "admin"],
  ])("%s <-> %s", (db, spec) => {
    expect(roleFromDb(db)).toBe(spec);
    expect(roleToDb(spec)).toBe(db);
  });
});
