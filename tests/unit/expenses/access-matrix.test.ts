/** @jest-environment node */
// The expense access matrix of spec 2 section 6 as a table: every case and role, the 'employee without a
// manager' case, and flags combining by OR across a user's roles.
import { buildActor, type RoleType } from "@/lib/auth/actor";
import { expenseMatrixRights, EXPENSE_RIGHTS, type ExpenseRight, type ExpenseSubject } from "@/lib/policy";
import { rightsOnExpense } from "@/lib/access/expense";

const ALL: ExpenseRight[] = ["list", "amount", "proof", "delete"];
const LAP: ExpenseRight[] = ["list", "amount", "proof"];

const actorWith = (roles: RoleType[], tenantId: string | null = null) =>
  buildActor({
    userId: "u-caller",
    email: "caller@example.test",
    name: "Caller",
    roles: roles.map((type) => ({ type, tenantId, scopes: [] })),
  });

// [case, roles, expected rights]
const TABLE: [ExpenseSubject, RoleType[], ExpenseRight[]][] = [
  // Employee managed by the internal company
  ["internal", ["viewer:product-sensitive-data"], ALL],
  ["internal", ["payroll"], LAP],
  ["internal", ["finance"], LAP],
  ["internal", ["admin"], []],
  ["internal", ["viewer:clients-sensitive-data"], []],
  ["internal", ["benefits-specialist"], []],
  ["internal", ["international-expansion"], []],
  ["internal", ["lsp"], []],
  ["internal", ["contractor"], []],
  // Employee of a client
  ["client", ["viewer:clients-sensitive-data"], ALL],
  ["client", ["admin"], ["list"]],
  ["client", ["payroll"], LAP],
  ["client", ["finance"], LAP],
  ["client", ["viewer:product-sensitive-data"], []],
  ["client", ["benefits-specialist"], []],
  ["client", ["international-expansion"], []],
  ["client", ["lsp"], []],
  // Flags combine by OR across roles
  ["client", ["admin", "payroll"], LAP],
  ["client", ["admin", "viewer:clients-sensitive-data"], ALL],
  ["internal", ["admin", "finance"], LAP],
  ["internal", ["payroll", "viewer:product-sensitive-data"], ALL],
  // Employees without a manager get none, whatever the roles
  ["unmanaged", ["viewer:product-sensitive-data"], []],
  ["unmanaged", ["viewer:clients-sensitive-data"], []],
  ["unmanaged", ["admin", "payroll", "finance"], []],
];

describe("expense access matrix (spec 2 section 6)", () => {
  test.each(TABLE)("%s employee, roles %j -> %j", (subject, roles, expected) => {
    const rights = expenseMatrixRights(actorWith(roles), subject);
    for (const right of EXPENSE_RIGHTS) expect([right, rights[right]]).toEqual([right, expected.includes(right)]);
  });

  const row = (over: {
    isInternal?: boolean;
    managerId?: string | null;
    userId?: string | null;
    companyId?: string;
  }) => ({
    companyId: over.companyId ?? "acme",
    company: { isInternal: over.isInternal ?? false },
    employee: { userId: over.userId ?? "u-emp", managerId: over.managerId === undefined ? "m-1" : over.managerId },
  });

  test("[EXPENSES] an employee has all four rights on their own expense, even without a manager", () => {
    const me = buildActor({
      userId: "u-emp",
      email: "e@x.test",
      name: "E",
      roles: [{ type: "employee", tenantId: "acme", scopes: [] }],
    });
    expect(rightsOnExpense(me, row({ managerId: null }))).toEqual({
      list: true,
      amount: true,
      proof: true,
      delete: true,
    });
    expect(rightsOnExpense(me, row({ userId: "u-other" }))).toEqual({
      list: false,
      amount: false,
      proof: false,
      delete: false,
    });
  });

  test("[EXPENSES] a company manager lists, sees amounts and proof of their company only, and never deletes", () => {
    const manager = actorWith(["manager"], "acme");
    expect(rightsOnExpense(manager, row({}))).toEqual({ list: true, amount: true, proof: true, delete: false });
    expect(rightsOnExpense(manager, row({ companyId: "globex" }))).toEqual({
      list: false,
      amount: false,
      proof: false,
      delete: false,
    });
  });

  test("[EXPENSES] a general admin on a client employee lists without the amount; on an unmanaged one gets nothing", () => {
    expect(rightsOnExpense(actorWith(["admin"]), row({}))).toEqual({
      list: true,
      amount: false,
      proof: false,
      delete: false,
    });
    expect(rightsOnExpense(actorWith(["admin"]), row({ managerId: null })).list).toBe(false);
  });
});
