/** @jest-environment node */
// The tenant `where` of each entity (lib/access), built from the policy's tenancy grants: who reaches every row,
// and to which rows everyone else is confined. Rank never decides: only the roles held do.
import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { canReachCompany, companyIdWhere, companyWhere } from "@/lib/access/company";
import { seatWhere } from "@/lib/access/seat";
import { managerWhere } from "@/lib/access/manager";
import { employeeWhere } from "@/lib/access/employee";
import { canDeleteDocument, documentWhere } from "@/lib/access/document";

const C = "company-1";
const L = "lsp-1";

function actor(...types: (RoleType | ActorRole)[]) {
  const roles = types.map((t): ActorRole => {
    if (typeof t !== "string") return t;
    const tenantId = t === "manager" || t === "employee" ? C : t === "lsp" ? L : null;
    return { type: t, tenantId, scopes: t === "manager" ? ["employees:*"] : [] };
  });
  return buildActor({ userId: "user-1", email: "u@test.example", name: "U", roles });
}

describe("[ACCESS] company, seat and manager rows", () => {
  it.each<[string, ReturnType<typeof actor>]>([
    ["admin", actor("admin")],
    ["international-expansion", actor("international-expansion")],
    ["benefits-specialist", actor("benefits-specialist")],
    ["an admin who is also a manager", actor("admin", "manager")],
  ])("%s reaches every company", (_label, a) => {
    expect(companyWhere(a)).toEqual({});
    expect(companyIdWhere(a)).toEqual({});
    expect(seatWhere(a)).toEqual({});
    expect(managerWhere(a)).toEqual({});
    expect(canReachCompany(a, "any-company")).toBe(true);
  });

  it.each<[string, ReturnType<typeof actor>]>([
    ["a manager", actor("manager")],
    ["an employee", actor("employee")],
    ["a payroll admin role without admin", actor("payroll", "manager")],
  ])("%s is confined to their own company", (_label, a) => {
    expect(companyWhere(a)).toEqual({ id: C });
    expect(seatWhere(a)).toEqual({ companyId: C });
    expect(managerWhere(a)).toEqual({ companyId: C });
    expect(canReachCompany(a, C)).toBe(true);
    expect(canReachCompany(a, "other-company")).toBe(false);
  });

  it("an actor without a company reaches none (never every company)", () => {
    for (const a of [actor("lsp"), actor(), actor("viewer:clients-sensitive-data")]) {
      expect(companyWhere(a)).toEqual({ id: "__none__" });
      expect(seatWhere(a)).toEqual({ companyId: "__none__" });
      expect(canReachCompany(a, C)).toBe(false);
    }
  });

  it("rank does not decide: a manager whose rank was tampered with stays confined", () => {
    const a = { ...actor("manager"), rank: 3, mainRole: "admin" as const };
    expect(companyWhere(a)).toEqual({ id: C });
    expect(canReachCompany(a, "other-company")).toBe(false);
  });
});

describe("[ACCESS] employee rows", () => {
  it.each<[string, ReturnType<typeof actor>]>([
    ["admin", actor("admin")],
    ["benefits-specialist", actor("benefits-specialist")],
    ["international-expansion", actor("international-expansion")],
    ["a holder of both viewer roles", actor("viewer:clients-sensitive-data", "viewer:product-sensitive-data")],
  ])("%s reaches every employee", (_label, a) => {
    expect(employeeWhere(a)).toEqual({});
  });

  it("each sensitive-data viewer reaches only the employees its role names (issue 26)", () => {
    // Clients' employees for the clients viewer, the internal company's for the people/product viewer.
    expect(employeeWhere(actor("viewer:clients-sensitive-data"))).toEqual({ company: { isInternal: false } });
    expect(employeeWhere(actor("viewer:product-sensitive-data"))).toEqual({ company: { isInternal: true } });
    // A viewer who is also an employee keeps their own record.
    expect(employeeWhere(actor("viewer:product-sensitive-data", "employee"))).toEqual({
      OR: [{ company: { isInternal: true } }, { userId: "user-1" }],
    });
  });

  it("a manager their company's, an LSP user its provider's, an employee themself, anyone else nothing", () => {
    expect(employeeWhere(actor("manager"))).toEqual({ companyId: C });
    expect(employeeWhere(actor("lsp"))).toEqual({ lspId: L });
    expect(employeeWhere(actor("employee"))).toEqual({ userId: "user-1" });
    expect(employeeWhere(actor("payroll"))).toEqual({ id: "__none__" });
    expect(employeeWhere(actor("contractor"))).toEqual({ id: "__none__" });
  });
});

describe("[ACCESS] document rows", () => {
  it("staff reach every document; others their own uploads plus their company's or provider's", () => {
    expect(documentWhere(actor("admin"))).toEqual({});
    expect(documentWhere(actor("benefits-specialist"))).toEqual({});
    expect(documentWhere(actor("employee"))).toEqual({ OR: [{ userId: "user-1" }] });
    expect(documentWhere(actor("manager"))).toEqual({
      OR: [{ userId: "user-1" }, { companyId: C }, { employee: { companyId: C } }],
    });
    expect(documentWhere(actor("lsp"))).toEqual({
      OR: [{ userId: "user-1" }, { tenantId: L }, { employee: { lspId: L } }],
    });
    // Viewers reach every employee record but not every document.
    expect(documentWhere(actor("viewer:clients-sensitive-data"))).toEqual({ OR: [{ userId: "user-1" }] });
  });

  it("an employee deletes only their own uploads; staff, managers and LSP users others' too", () => {
    const byOther = { uploadedById: "someone-else" };
    expect(canDeleteDocument(actor("employee"), byOther)).toBe(false);
    expect(canDeleteDocument(actor("employee"), { uploadedById: "user-1" })).toBe(true);
    for (const a of [actor("admin"), actor("manager"), actor("lsp"), actor("benefits-specialist")])
      expect(canDeleteDocument(a, byOther)).toBe(true);
  });
});
