/** @jest-environment node */
// Spec 2 section 6 'Roles and permissions': the payroll and finance areas, manager scopes, terminations, LSP roles
// (lib/policy.ts can()), and the expense access matrix both as data (expenseMatrixRights) and through the real
// GET /api/expenses/{id} handler (what each role gets back, and 404 where the matrix grants nothing).
import * as expenseRoute from "@/app/api/expenses/[expenseId]/route";
import { getDb } from "@/lib/db";
import { can, expenseMatrixRights, type Action } from "@/lib/policy";
import { managerPayrollReportsTabOn } from "@/lib/access/payroll-report";
import { call, tokenFor } from "../integration/support/http";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createUser } from "../factories/users";
import { actor } from "./support";

const db = getDb();
const allowed = (action: Action, specs: string[]) => specs.filter((s) => can(actor(s), action));
const ADMINS = [
  "admin",
  "admin+payroll",
  "admin+benefits",
  "admin+finance",
  "admin+customer-success",
  "admin+operator",
];
const OTHERS = ["manager[super-manager]", "employee", "lsp", "payroll", "finance", "viewer:clients-sensitive-data"];

describe("[spec 2 §6] areas and roles", () => {
  it("[spec 2 §6] payroll, benefits or finance admins see Payroll", () => {
    const who = allowed("payroll.access", [...ADMINS, ...OTHERS]);
    expect(who).toEqual(expect.arrayContaining(["admin+payroll", "admin+benefits", "admin+finance"]));
    for (const other of ["admin", "admin+customer-success", ...OTHERS]) expect(who).not.toContain(other);
  });

  it("[spec 2 §6] finance admins see the Finance area", () => {
    expect(allowed("finance.access", [...ADMINS, ...OTHERS])).toEqual(["admin+finance"]);
    expect(allowed("invoiceLogs.read", [...ADMINS, ...OTHERS])).toEqual(["admin+finance"]);
  });

  it("[spec 2 §6] pay reports are worked by payroll admins (admin plus the payroll role)", () => {
    for (const action of [
      "payReports.upload",
      "payReports.transition",
      "payReports.delete",
      "payReports.lspData",
    ] as Action[])
      expect(allowed(action, [...ADMINS, ...OTHERS])).toEqual(["admin+payroll"]);
  });

  it("[spec 2 §6] customer-support admins see the 'requested by' column and submitter line of terminations", () => {
    expect(allowed("terminations.seeSubmitter", [...ADMINS, ...OTHERS])).toEqual(["admin+customer-success"]);
  });

  it("[spec 2 §6] managers see the payroll reports tab only if enablePayrollReportsTab is on", () => {
    expect(can(actor("manager"), "payrollReports.read")).toBe(true);
    expect(managerPayrollReportsTabOn(false)).toBe(false);
    expect(managerPayrollReportsTabOn(true)).toBe(true);
  });

  it("[spec 2 §6] manager scopes govern company-wide payroll data and company-wide financial data", () => {
    expect(can(actor("manager"), "payrollReports.allCompanyRows")).toBe(false);
    expect(can(actor("manager[payroll:*]"), "payrollReports.allCompanyRows")).toBe(true);
    expect(can(actor("manager"), "balances.read")).toBe(false);
    expect(can(actor("manager[finance:*]"), "balances.read")).toBe(true);
    expect(can(actor("manager[super-manager]"), "balances.read")).toBe(true);
  });

  it("[spec 2 §6] LSP roles read an LSP record and their provider's employees; only admin reads LSP users, payroll providers and the company list", () => {
    expect(can(actor("lsp"), "lsps.read")).toBe(true);
    expect(can(actor("lsp"), "employees.list")).toBe(true);
    for (const action of ["lspUsers.read", "payrollProviders.read", "companies.list"] as Action[]) {
      expect(can(actor("lsp"), action)).toBe(false);
      expect(can(actor("admin"), action)).toBe(true);
    }
  });

  it("[spec 2 §6] the employee expenses link shows to admins with expense list access or to managers", () => {
    expect(can(actor("manager"), "expenses.read")).toBe(true);
    expect(can(actor("admin"), "expenses.read")).toBe(true);
    expect(expenseMatrixRights(actor("admin"), "client").list).toBe(true);
    expect(expenseMatrixRights(actor("admin"), "internal").list).toBe(false);
  });
});

describe("[spec 2 §6] expense access matrix", () => {
  const rights = (spec: string, subject: "internal" | "client" | "unmanaged") => {
    const r = expenseMatrixRights(actor(spec), subject);
    return (["list", "amount", "proof", "delete"] as const).filter((k) => r[k]);
  };

  it("[spec 2 §6] employee managed by the internal company: viewer:{product}-sensitive-data all four; payroll, finance list, amount, proof; others none", () => {
    expect(rights("viewer:product-sensitive-data", "internal")).toEqual(["list", "amount", "proof", "delete"]);
    expect(rights("payroll", "internal")).toEqual(["list", "amount", "proof"]);
    expect(rights("finance", "internal")).toEqual(["list", "amount", "proof"]);
    for (const other of ["admin", "viewer:clients-sensitive-data", "lsp", "benefits-specialist"])
      expect(rights(other, "internal")).toEqual([]);
  });

  it("[spec 2 §6] employee of a client: viewer:clients-sensitive-data all four; admin list only; payroll, finance list, amount, proof; others none", () => {
    expect(rights("viewer:clients-sensitive-data", "client")).toEqual(["list", "amount", "proof", "delete"]);
    expect(rights("admin", "client")).toEqual(["list"]);
    expect(rights("payroll", "client")).toEqual(["list", "amount", "proof"]);
    expect(rights("finance", "client")).toEqual(["list", "amount", "proof"]);
    for (const other of ["viewer:product-sensitive-data", "lsp", "international-expansion"])
      expect(rights(other, "client")).toEqual([]);
  });

  it("[spec 2 §6] employees without a manager get none", () => {
    for (const spec of [
      "viewer:clients-sensitive-data",
      "viewer:product-sensitive-data",
      "payroll",
      "finance",
      "admin",
    ])
      expect(rights(spec, "unmanaged")).toEqual([]);
  });

  it("[spec 2 §6] rights combine by OR across a user's roles", () => {
    expect(rights("admin+finance", "client")).toEqual(["list", "amount", "proof"]);
    expect(rights("payroll+viewer:clients-sensitive-data", "client")).toEqual(["list", "amount", "proof", "delete"]);
  });

  it("[spec 2 §6] through GET /api/expenses/{id}: the admin lists a client expense without its amount; the clients viewer and payroll see the amount; nobody reaches an unmanaged employee's", async () => {
    const company = await createCompany(db);
    const boss = await createManager(db, { companyId: company.id });
    const { employee } = await createEmployee(db, { companyId: company.id, managerId: boss.manager.id });
    const { employee: unmanaged } = await createEmployee(db, { companyId: company.id });
    const expense = (employeeId: string) =>
      db.expense.create({
        data: {
          employeeId,
          companyId: company.id,
          title: "Client lunch",
          category: "CLIENT_ENTERTAINMENT",
          amount: "42.50",
          currency: "EUR",
          dateSpent: new Date("2031-01-10"),
        },
      });
    const managed = await expense(employee.id);
    const orphan = await expense(unmanaged.id);
    const get = async (roles: string[], id: string) => {
      const { user } = await createUser(db, { roles });
      return call<{ amount?: { amount: string } }>(expenseRoute.GET, {
        path: `/api/expenses/${id}`,
        params: { expenseId: id },
        token: await tokenFor(user.id),
      });
    };
    const admin = await get(["admin"], managed.id);
    expect(admin.status).toBe(200);
    expect(admin.body.amount).toBeUndefined();
    const viewer = await get(["viewer:clients-sensitive-data"], managed.id);
    expect(viewer.body.amount?.amount).toBe("42.5");
    const payroll = await get(["payroll"], managed.id);
    expect(payroll.body.amount?.amount).toBe("42.5");
    expect((await get(["viewer:product-sensitive-data"], managed.id)).status).toBe(404);
    expect((await get(["viewer:clients-sensitive-data"], orphan.id)).status).toBe(404);
  });
});
