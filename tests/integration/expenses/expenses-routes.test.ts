/** @jest-environment node */
// Expense routes through the real wrapper and PostgreSQL: the access matrix in the JSON (amount absent for a
// list-only role), bulk approve with a foreign expense, CSV export equal to the filtered list, validation,
// the info-request round trip with payroll month and paid, and the new-expense mail.
import { getDb } from "@/lib/db";
import * as expensesRoute from "@/app/api/expenses/route";
import * as expenseRoute from "@/app/api/expenses/[expenseId]/route";
import * as approverRoute from "@/app/api/expenses/approver/[companyId]/route";
import * as employeeRoute from "@/app/api/expenses/employee/[employeeId]/route";
import * as exportRoute from "@/app/api/expenses/export/route";
import * as cutoffRoute from "@/app/api/cutoff-dates/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";
import { loadActor } from "@/lib/auth/session";
import { listExpenseEmployees } from "@/lib/expenses/list-expense-employees";
import { EXPENSE_SUMMARY_FIELDS, ZExpenseSummary } from "@/lib/expenses/response-schema";

const db = getDb();
const today = () => new Date().toISOString().slice(0, 10);

type Fixture = Awaited<ReturnType<typeof companyWithEmployee>>;

async function companyWithEmployee(notifications = true) {
  const company = await createCompany(db);
  const mgr = await createManager(db, {
    companyId: company.id,
    scopes: notifications ? ["employees:*", "expenses:notifications"] : ["employees:*"],
  });
  const quiet = await createManager(db, { companyId: company.id, scopes: ["employees:*"] });
  const { employee, user } = await createEmployee(db, {
    companyId: company.id,
    managerId: mgr.manager.id,
    withUser: true,
  });
  return {
    company,
    employee,
    managerEmail: mgr.email,
    quietEmail: quiet.email,
    manager: await tokenFor(mgr.user.id),
    employeeToken: await tokenFor(user!.id),
  };
}

const body = (over: Record<string, unknown> = {}) => ({
  title: "Train to customer",
  description: "Return ticket",
  category: "DOMESTIC_TRAVEL",
  amount: "42.50",
  currency: "EUR",
  dateSpent: today(),
  ...over,
});

async function file(fx: Fixture, over: Record<string, unknown> = {}) {
  const res = await call<{ id: string }>(expensesRoute.POST, {
    method: "POST",
    path: "/api/expenses",
    token: fx.employeeToken,
    json: body(over),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const patch = (token: string, id: string, json: unknown) =>
  call<Record<string, unknown>>(expenseRoute.PATCH, {
    method: "PATCH",
    path: `/api/expenses/${id}`,
    params: { expenseId: id },
    token,
    json,
  });

let a: Fixture;
let b: Fixture;
let admin: string;
let payrollAdmin: string;

beforeAll(async () => {
  a = await companyWithEmployee();
  b = await companyWithEmployee();
  admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
  payrollAdmin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

test("[EXPENSES] a general admin (list only on client employees) gets rows without the amount key; payroll admin gets it", async () => {
  const id = await file(a);
  const list = (token: string) =>
    call<{ items: Record<string, unknown>[] }>(approverRoute.GET, {
      path: `/api/expenses/approver/${a.company.id}?view=simplified`,
      params: { companyId: a.company.id },
      token,
    });
  const asAdmin = await list(admin);
  expect(asAdmin.status).toBe(200);
  const row = asAdmin.body.items.find((e) => e.id === id)!;
  expect(row).toBeDefined();
  expect(Object.keys(row)).not.toContain("amount");
  // The simplified rows answer the summary fields, in their order, and nothing the response schema lacks.
  expect(Object.keys(row)).toEqual(EXPENSE_SUMMARY_FIELDS.filter((field) => field !== "amount"));
  expect(ZExpenseSummary.strict().safeParse(row).success).toBe(true);
  const detail = await call<Record<string, unknown>>(expenseRoute.GET, {
    path: `/api/expenses/${id}`,
    params: { expenseId: id },
    token: admin,
  });
  expect(detail.status).toBe(200);
  expect(detail.body).not.toHaveProperty("amount");
  expect(detail.body.receipt).toBeNull();
  const asPayroll = await list(payrollAdmin);
  const payrollRow = asPayroll.body.items.find((e) => e.id === id)!;
  expect(payrollRow.amount).toEqual({ amount: "42.5", currency: "EUR" });
  expect(Object.keys(payrollRow)).toEqual([...EXPENSE_SUMMARY_FIELDS]);
  expect(ZExpenseSummary.strict().safeParse(payrollRow).success).toBe(true);
});

test("[EXPENSES] a general admin who may list but not see the amount cannot approve, ask for info or reject; a payroll admin can", async () => {
  const id = await file(a);
  const detail = await call<{ actions: Record<string, boolean> }>(expenseRoute.GET, {
    path: `/api/expenses/${id}`,
    params: { expenseId: id },
    token: admin,
  });
  expect(detail.body.actions).toMatchObject({ approve: false, requestInfo: false, reject: false });
  expect((await patch(admin, id, { action: "approve" })).status).toBe(403);
  expect((await patch(admin, id, { action: "requestInfo", requestedChange: "Why?" })).status).toBe(403);
  expect((await patch(admin, id, { action: "reject", rejectionReason: "No" })).status).toBe(403);
  const bulk = await call<{ success: boolean; result: { status: unknown } }[]>(expensesRoute.PATCH, {
    method: "PATCH",
    path: "/api/expenses",
    token: admin,
    json: { expenses: [{ expenseId: id }] },
  });
  expect(bulk.body).toEqual([{ success: false, result: expect.objectContaining({ id, status: 403 }) }]);
  const row = await db.expense.findUniqueOrThrow({ where: { id } });
  expect(row.status).toBe("PENDING");
  expect(row.approverId).toBeNull();
  expect((await patch(payrollAdmin, id, { action: "approve" })).body).toMatchObject({ status: "APPROVED" });
});

test("[EXPENSES] bulk approve with one foreign expense: per-row failure, the foreign one unchanged", async () => {
  const mine = await file(a);
  const foreign = await file(b);
  const res = await call<{ success: boolean; result: { id: string; status: unknown } }[]>(expensesRoute.PATCH, {
    method: "PATCH",
    path: "/api/expenses",
    token: a.manager,
    json: { expenses: [{ expenseId: mine }, { expenseId: foreign }] },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual([
    { success: true, result: { id: mine, status: "APPROVED" } },
    { success: false, result: expect.objectContaining({ id: foreign, status: 404 }) },
  ]);
  const row = await db.expense.findUniqueOrThrow({ where: { id: foreign } });
  expect(row.status).toBe("PENDING");
  expect(row.version).toBe(1);
  expect(await db.statusHistory.count({ where: { entityId: foreign } })).toBe(1);
  expect((await db.expense.findUniqueOrThrow({ where: { id: mine } })).estimatedPayrollMonth).toMatch(/^\d{4}-\d{2}$/);
});

test("[EXPENSES] CSV export rows equal the filtered approver list", async () => {
  const fx = await companyWithEmployee(false);
  const ids = [];
  for (let i = 0; i < 5; i++) ids.push(await file(fx, { title: `Item ${i}` }));
  await patch(fx.manager, ids[1], { action: "reject", rejectionReason: "Personal" });
  const listed: string[] = [];
  let key: string | null = null;
  do {
    const res: { body: { items: { id: string }[]; nextPageKey: string | null } } = await call(approverRoute.GET, {
      path: `/api/expenses/approver/${fx.company.id}?status=PENDING&pageSize=2${key ? `&nextPageKey=${key}` : ""}`,
      params: { companyId: fx.company.id },
      token: fx.manager,
    });
    listed.push(...res.body.items.map((e) => e.id));
    key = res.body.nextPageKey;
  } while (key);
  expect(listed).toHaveLength(4);
  const csv = await call<string>(exportRoute.POST, {
    method: "POST",
    path: "/api/expenses/export",
    token: fx.manager,
    json: { companyId: fx.company.id, status: ["PENDING"], exportFormat: "csv" },
  });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toContain("text/csv");
  const lines = String(csv.body).trim().split("\n");
  expect(lines[0]).toBe("id,employee,title,category,dateSpent,status,amount,currency,estimatedPayrollMonth,createdAt");
  expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(listed);
});

test.each([
  ["amount", { amount: "-5" }],
  ["amount", { amount: "abc" }],
  ["currency", { currency: "XYZ" }],
  ["category", { category: "GROCERIES" }],
  ["dateSpent", { dateSpent: "2999-01-01" }],
])("[EXPENSES] a bad %s answers 400 naming the field", async (field, over) => {
  const res = await call<{ fieldErrors: Record<string, string[]> }>(expensesRoute.POST, {
    method: "POST",
    path: "/api/expenses",
    token: a.employeeToken,
    json: body(over),
  });
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.fieldErrors)).toContain(field);
});

test("[EXPENSES] info round trip: request info needs text, the answer makes CHANGE_MADE, approve, pay, paid is final", async () => {
  const id = await file(a);
  expect((await patch(a.manager, id, { action: "requestInfo", requestedChange: "" })).status).toBe(400);
  expect((await patch(a.manager, id, { action: "reject" })).status).toBe(400);
  const info = await patch(a.manager, id, { action: "requestInfo", requestedChange: "Itemised receipt please" });
  expect(info.body).toMatchObject({ status: "INFO_NEEDED", requestedChange: "Itemised receipt please" });
  const answered = await patch(a.employeeToken, id, { action: "edit", changes: { description: "Itemised now" } });
  expect(answered.body.status).toBe("CHANGE_MADE");
  expect((await patch(a.employeeToken, id, { action: "approve" })).status).toBe(403);
  expect((await patch(b.manager, id, { action: "approve" })).status).toBe(404);
  const approved = await patch(a.manager, id, { action: "approve" });
  expect(approved.body).toMatchObject({ status: "APPROVED", approvedAt: expect.any(String) });
  expect((await patch(a.manager, id, { action: "markPaid" })).status).toBe(403);
  const paid = await patch(payrollAdmin, id, { action: "markPaid" });
  expect(paid.body).toMatchObject({ status: "PAID", paid: true });
  const history = (paid.body.statusHistory as { status: string }[]).map((h) => h.status);
  expect(history).toEqual(["PAID", "APPROVED", "CHANGE_MADE", "INFO_NEEDED", "PENDING"]);
  const edit = await patch(a.employeeToken, id, { action: "edit", changes: { title: "Changed" } });
  expect(edit.status).toBe(409);
  expect((await db.expense.findUniqueOrThrow({ where: { id } })).title).toBe("Train to customer");
  const mails = await db.outboxEmail.findMany({
    where: { subject: { contains: "Train to customer" } },
    select: { to: true },
  });
  expect(mails.map((m) => m.to)).toContain(a.managerEmail);
  expect(mails.map((m) => m.to)).not.toContain(a.quietEmail);
  expect(await db.auditEvent.count({ where: { entityId: id } })).toBeGreaterThanOrEqual(5);
});

test("[EXPENSES] the employee list splits outstanding and paid; another company's manager gets 404", async () => {
  const own = await call<{ outstanding: unknown[]; paid: unknown[] }>(employeeRoute.GET, {
    path: `/api/expenses/employee/${a.employee.id}`,
    params: { employeeId: a.employee.id },
    token: a.employeeToken,
  });
  expect(own.status).toBe(200);
  expect(own.body.outstanding.length).toBeGreaterThan(0);
  expect(own.body.paid.length).toBe(1);
  const foreign = await call(employeeRoute.GET, {
    path: `/api/expenses/employee/${a.employee.id}`,
    params: { employeeId: a.employee.id },
    token: b.manager,
  });
  expect(foreign.status).toBe(404);
  const other = await call(approverRoute.GET, {
    path: `/api/expenses/approver/${a.company.id}`,
    params: { companyId: a.company.id },
    token: b.manager,
  });
  expect(other.status).toBe(404);
});

test("[EXPENSES] cutoff dates answer the next cutoff first, and a pending expense shows the month they decide", async () => {
  const lsp = await db.localServiceProvider.create({ data: { name: `Cutoff LSP ${Date.now()}` } });
  const now = new Date();
  const period = (m: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  };
  // Yesterday closed this month's payroll: an approval today lands in next month's.
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  const inAMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 20));
  const inTwo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 50));
  await db.cutoffDate.createMany({
    data: [
      { lspId: lsp.id, countryCode: "PT", payrollPeriod: period(2), cutoffDate: inTwo },
      { lspId: lsp.id, countryCode: "PT", payrollPeriod: period(0), cutoffDate: yesterday },
      { lspId: lsp.id, countryCode: "PT", payrollPeriod: period(1), cutoffDate: inAMonth },
    ],
  });
  const res = await call<{
    nextCutoffDate: string | null;
    cutoffDates: { cutoffDate: string; payrollPeriod: string }[];
  }>(cutoffRoute.GET, { path: `/api/cutoff-dates?lspId=${lsp.id}&countryCode=pt`, token: a.employeeToken });
  expect(res.status).toBe(200);
  expect(res.body.cutoffDates.map((c) => c.payrollPeriod)).toEqual([period(1), period(2)]);
  expect(res.body.nextCutoffDate).toBe(inAMonth.toISOString().slice(0, 10));

  const fx = await companyWithEmployee(false);
  await ensureCountry(db, "PT");
  await db.employee.update({ where: { id: fx.employee.id }, data: { lspId: lsp.id, countryCode: "PT" } });
  const id = await file(fx);
  const detail = await call<{ estimatedPayrollMonth: string }>(expenseRoute.GET, {
    path: `/api/expenses/${id}`,
    params: { expenseId: id },
    token: fx.employeeToken,
  });
  expect(detail.body.estimatedPayrollMonth).toBe(`${period(1).slice(0, 4)}-${period(1).slice(4)}`);
});

test("[EXPENSES] a manager's employee filter lists every employee of the company with an expense, from the server", async () => {
  const company = await createCompany(db);
  const mgr = await createManager(db, { companyId: company.id });
  const make = async (lastName: string, expenses: number) => {
    const { employee } = await createEmployee(db, { companyId: company.id, managerId: mgr.manager.id, lastName });
    for (let i = 0; i < expenses; i++)
      await db.expense.create({
        data: {
          companyId: company.id,
          employeeId: employee.id,
          title: `E${i}`,
          category: "PRINTING",
          amount: "1.00",
          currency: "EUR",
          dateSpent: new Date(),
        },
      });
    return employee;
  };
  const older = await make("Aalto", 1);
  await make("Nobody", 0);
  const newer = await make("Zeller", 3);
  const actor = (await loadActor(mgr.user.id, null, "token"))!;
  expect(await listExpenseEmployees(actor, company.id)).toEqual([
    { value: older.id, label: `${older.firstName} Aalto` },
    { value: newer.id, label: `${newer.firstName} Zeller` },
  ]);
  await expect(listExpenseEmployees(actor, b.company.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
});

test("[EXPENSES] the list's full view equals the detail's fields, and each CSV line the list's row (month, hidden amount, formula guard)", async () => {
  const lsp = await db.localServiceProvider.create({ data: { name: `Cutoff LSP ${Date.now()} b` } });
  const now = new Date();
  const inTwenty = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 20));
  const period = `${inTwenty.getUTCFullYear()}${String(inTwenty.getUTCMonth() + 1).padStart(2, "0")}`;
  await ensureCountry(db, "PT");
  await db.cutoffDate.create({
    data: { lspId: lsp.id, countryCode: "PT", payrollPeriod: period, cutoffDate: inTwenty },
  });
  const fx = await companyWithEmployee(false);
  await db.employee.update({ where: { id: fx.employee.id }, data: { lspId: lsp.id, countryCode: "PT" } });
  const formula = await file(fx, { title: "=HYPERLINK(1)", amount: "1234.5" });
  const rejected = await file(fx, { title: "Lunch, with a comma" });
  await patch(fx.manager, rejected, { action: "reject", rejectionReason: "Personal" });
  const approved = await file(fx, { title: "Taxi" });
  await patch(fx.manager, approved, { action: "approve" });

  const list = await call<{ items: Record<string, unknown>[] }>(approverRoute.GET, {
    path: `/api/expenses/approver/${fx.company.id}?view=full`,
    params: { companyId: fx.company.id },
    token: fx.manager,
  });
  expect(list.body.items.map((e) => e.id)).toEqual([approved, rejected, formula]);
  for (const item of list.body.items) {
    const detail = await call<Record<string, unknown>>(expenseRoute.GET, {
      path: `/api/expenses/${item.id}`,
      params: { expenseId: String(item.id) },
      token: fx.manager,
    });
    expect(Object.fromEntries(Object.keys(item).map((k) => [k, detail.body[k]]))).toEqual(item);
  }
  const month = `${period.slice(0, 4)}-${period.slice(4)}`;
  expect(list.body.items.map((e) => e.estimatedPayrollMonth)).toEqual([
    expect.stringMatching(/^\d{4}-\d{2}$/),
    null,
    month,
  ]);

  const csv = async (token: string) => {
    const res = await call<string>(exportRoute.POST, {
      method: "POST",
      path: "/api/expenses/export",
      token,
      json: { companyId: fx.company.id, exportFormat: "csv" },
    });
    expect(res.status).toBe(200);
    return String(res.body).trim().split("\n").slice(1);
  };
  const name = `${fx.employee.firstName} ${fx.employee.lastName}`;
  const rows = list.body.items as { id: string; createdAt: string; dateSpent: string; estimatedPayrollMonth: string }[];
  const line = (r: (typeof rows)[number], title: string, category: string, status: string, amount: string) =>
    [r.id, name, title, category, r.dateSpent, status, amount, r.estimatedPayrollMonth ?? "", r.createdAt].join(",");
  expect(await csv(fx.manager)).toEqual([
    line(rows[0], "Taxi", "domestic travel", "APPROVED", "42.5,EUR"),
    line(rows[1], '"Lunch, with a comma"', "domestic travel", "REJECTED", "42.5,EUR"),
    line(rows[2], "'=HYPERLINK(1)", "domestic travel", "PENDING", "1234.5,EUR"),
  ]);
  // A general admin may list client employees' expenses but not see amounts: both cells empty.
  expect((await csv(admin)).map((l) => l.split(",").slice(-4, -2))).toEqual([
    ["", ""],
    ["", ""],
    ["", ""],
  ]);
});
