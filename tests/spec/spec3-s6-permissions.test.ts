/** @jest-environment node */
// Spec 3 section 6 'Roles and permissions': derived flags (lib/auth/actor.ts flagsOf), the policy table
// (lib/policy.ts can()) for the back-office rules, the company page's tabs (lib/companies/service.ts companyTabs,
// against the database) and a few refusals through the real route handlers.
import * as templateMappingsRoute from "@/app/api/contracts/template-mappings/route";
import * as usersRoute from "@/app/api/users/route";
import { getDb } from "@/lib/db";
import { flagsOf } from "@/lib/auth/actor";
import { loadActor } from "@/lib/auth/session";
import { can, type Action } from "@/lib/policy";
import { companyTabs } from "@/lib/companies/service";
import { call, tokenFor } from "../integration/support/http";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createUser } from "../factories/users";
import { actor } from "./support";

const db = getDb();
const allowed = (action: Action, specs: string[]) => specs.filter((s) => can(actor(s), action));
const STAFF = [
  "admin",
  "admin+customer-success",
  "admin+operator",
  "admin+payroll",
  "admin+finance",
  "international-expansion",
  "benefits-specialist",
  "viewer:clients-sensitive-data",
  "viewer:product-sensitive-data",
];
const CLIENTS = ["manager", "manager[super-manager]", "employee", "lsp", "contractor"];

describe("[spec 3 §6] roles and derived flags", () => {
  it("[spec 3 §6] isAdmin, isCSAdmin, isOPAdmin, isPayrollAdmin, isIEAdmin, isLSP, isManager", () => {
    expect(flagsOf(actor("admin+customer-success"))).toMatchObject({
      isAdmin: true,
      isCSAdmin: true,
      isOPAdmin: false,
    });
    expect(flagsOf(actor("admin+operator"))).toMatchObject({ isAdmin: true, isOPAdmin: true, isCSAdmin: false });
    expect(flagsOf(actor("admin+payroll"))).toMatchObject({ isPayrollAdmin: true });
    expect(flagsOf(actor("payroll"))).toMatchObject({ isAdmin: false, isPayrollAdmin: false });
    expect(flagsOf(actor("international-expansion"))).toMatchObject({ isIEAdmin: true });
    expect(flagsOf(actor("lsp"))).toMatchObject({ isLSP: true, isManager: false });
    expect(flagsOf(actor("manager"))).toMatchObject({ isManager: true, isAdmin: false });
  });
});

describe("[spec 3 §6] policy", () => {
  it("[spec 3 §6] admin users are listed, added, edited and deleted by admins (OP admins manage them)", () => {
    expect(allowed("users.list", [...STAFF, ...CLIENTS]).every((s) => s.startsWith("admin"))).toBe(true);
    const manage = allowed("admins.manage", [...STAFF, ...CLIENTS]);
    expect(manage).toContain("admin+operator");
    expect(manage.every((s) => s.startsWith("admin"))).toBe(true);
  });

  it("[spec 3 §6] edit details is disabled for LSP users", () => {
    expect(can(actor("lsp"), "companies.update")).toBe(false);
    expect(can(actor("lsp"), "employees.update")).toBe(false);
  });

  it("[spec 3 §6] importing employees is for client-success admins", () => {
    expect(allowed("bulkUploads.create", [...STAFF, ...CLIENTS])).toEqual(["admin+customer-success"]);
  });

  it("[spec 3 §6] template mappings: the highest admin level only", () => {
    expect(allowed("templateMappings.manage", [...STAFF, ...CLIENTS])).toEqual(["admin+operator"]);
  });

  it("[spec 3 §6] cutoff reports are for a specific admin level, never for clients", () => {
    const who = allowed("cutoffReports.read", [...STAFF, ...CLIENTS]);
    expect(who.length).toBeGreaterThan(0);
    expect(who.every((s) => s.startsWith("admin+"))).toBe(true);
  });

  it("[spec 3 §6] manager deletion requires a specific role", () => {
    expect(can(actor("manager"), "managers.delete")).toBe(false);
    expect(can(actor("employee"), "managers.delete")).toBe(false);
    expect(can(actor("admin+customer-success"), "managers.delete")).toBe(true);
  });

  it("[spec 3 §6] LSP edit and delete: admins; editing an LSP manager: IE admin", () => {
    expect(allowed("lsps.update", [...STAFF, ...CLIENTS])).toEqual(expect.arrayContaining(["admin"]));
    expect(allowed("lsps.update", CLIENTS)).toEqual([]);
    expect(allowed("lsps.delete", CLIENTS)).toEqual([]);
    expect(allowed("lspUsers.edit", [...STAFF, ...CLIENTS])).toEqual(["international-expansion"]);
  });

  it("[spec 3 §6] manager scopes: employees:* and expenses:notifications", () => {
    expect(can(actor("manager[employees:*]"), "employees.create")).toBe(true);
    expect(can(actor("manager[expenses:notifications]"), "employees.create")).toBe(false);
  });

  it("[spec 3 §6] document create, delete and download follow ability checks", () => {
    expect(can(actor("lsp"), "documents.read")).toBe(true);
    expect(can(actor("contractor"), "documents.read")).toBe(false);
    expect(can(actor("viewer:clients-sensitive-data"), "documents.create")).toBe(false);
  });
});

describe("[spec 3 §6] company page tabs", () => {
  it("[spec 3 §6] the permissions tab: OP admin for the internal company; client-success, payroll or general admins for clients", async () => {
    const internal = await createCompany(db, { isInternal: true });
    const client = await createCompany(db);
    const tabsFor = async (roles: string[], companyId: string) => {
      const { user } = await createUser(db, { roles });
      return companyTabs((await loadActor(user.id, null, "token"))!, companyId);
    };
    expect((await tabsFor(["admin", "operator"], internal.id)).permissions).toBe(true);
    expect((await tabsFor(["admin", "customer-success"], internal.id)).permissions).toBe(false);
    expect((await tabsFor(["admin", "customer-success"], client.id)).permissions).toBe(true);
    expect((await tabsFor(["admin", "payroll"], client.id)).permissions).toBe(true);
    expect((await tabsFor(["admin"], client.id)).permissions).toBe(true);
  });

  it("the invoices tab: whoever reads the company's financial data, a manager only on their own company", async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const invoicesTab = async (userId: string, companyId: string) =>
      (await companyTabs((await loadActor(userId, null, "token"))!, companyId)).invoices;
    const finance = await createUser(db, { roles: ["admin", "finance"] });
    const cs = await createUser(db, { roles: ["admin", "customer-success"] });
    const superManager = await createManager(db, { companyId: company.id, scopes: ["super-manager"] });
    const employeesManager = await createManager(db, { companyId: company.id, scopes: ["employees:*"] });
    expect(await invoicesTab(finance.user.id, company.id)).toBe(true);
    expect(await invoicesTab(cs.user.id, company.id)).toBe(false);
    expect(await invoicesTab(superManager.user.id, company.id)).toBe(true);
    expect(await invoicesTab(superManager.user.id, other.id)).toBe(false);
    expect(await invoicesTab(employeesManager.user.id, company.id)).toBe(false);
  });

  it("[spec 3 §6] the termination requests tab: client-success admin only, and only when requests exist", async () => {
    const company = await createCompany(db);
    const { employee } = await createEmployee(db, { companyId: company.id });
    const cs = await createUser(db, { roles: ["admin", "customer-success"] });
    const op = await createUser(db, { roles: ["admin", "operator"] });
    const csActor = (await loadActor(cs.user.id, null, "token"))!;
    expect((await companyTabs(csActor, company.id))["termination-requests"]).toBe(false);
    await db.terminationRequest.create({ data: { companyId: company.id, employeeId: employee.id, answers: {} } });
    expect((await companyTabs(csActor, company.id))["termination-requests"]).toBe(true);
    expect((await companyTabs((await loadActor(op.user.id, null, "token"))!, company.id))["termination-requests"]).toBe(
      false,
    );
  });
});

describe("[spec 3 §6] refusals through the route handlers", () => {
  it("[spec 3 §6] template mappings answer 403 to admins below the highest level", async () => {
    const cs = await createUser(db, { roles: ["admin", "customer-success"] });
    const op = await createUser(db, { roles: ["admin", "operator"] });
    const list = async (userId: string) =>
      (
        await call(templateMappingsRoute.GET, {
          path: "/api/contracts/template-mappings",
          token: await tokenFor(userId),
        })
      ).status;
    expect(await list(cs.user.id)).toBe(403);
    expect(await list(op.user.id)).toBe(200);
  });

  it("[spec 3 §6] only admins list users; a super manager is refused", async () => {
    const m = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const res = await call(usersRoute.GET, { path: "/api/users?role=admin", token: await tokenFor(m.user.id) });
    expect(res.status).toBe(403);
  });
});
