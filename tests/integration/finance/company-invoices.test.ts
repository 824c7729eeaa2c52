/** @jest-environment node */
// [FINANCE] A client's invoices (the page the overdue banner's 'Review and make a payment' opens): grouped by
// invoice number and currency with period, amount, status and due date, sorted and paged on the server, with what
// is outstanding; a manager with the company's financial data reads only their own company (another company's id,
// or its invoice, is 404); a manager without it and an employee are refused; one invoice downloads as CSV.
import { getDb } from "@/lib/db";
import * as invoicesRoute from "@/app/api/invoice-reports/companies/[companyId]/invoices/route";
import * as downloadRoute from "@/app/api/invoice-reports/companies/[companyId]/invoices/[invoiceNumber]/download/route";
import { listCompanyInvoices } from "@/lib/finance/list-company-invoices";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { loadActor } from "@/lib/auth/session";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";

const db = getDb();
const tokens: Record<string, string> = {};
let company: { id: string; name: string };
let other: { id: string };
let bossUserId = "";

type Page = {
  items: {
    number: string;
    currency: string;
    invoiceDate: string | null;
    dueDate: string | null;
    payrollPeriod: string | null;
    amount: string;
    itemCount: number;
    status: string;
    statusLabel: string;
    downloadUrl: string;
  }[];
  totalCount: number;
  outstanding: { currency: string; amount: string; invoiceCount: number; overdueCount: number }[];
};

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  company = await createCompany(db, { name: "Invoiced Ltd" });
  other = await createCompany(db, {});
  const boss = await createManager(db, { companyId: company.id, scopes: ["employees:*", "super-manager"] });
  bossUserId = boss.user.id;
  tokens.boss = await tokenFor(boss.user.id);
  tokens.finance = await tokenFor((await createManager(db, { companyId: company.id, scopes: ["finance:*"] })).user.id);
  tokens.plain = await tokenFor((await createManager(db, { companyId: company.id })).user.id);
  tokens.foreign = await tokenFor(
    (await createManager(db, { companyId: other.id, scopes: ["super-manager"] })).user.id,
  );
  tokens.financeAdmin = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  const { user: employeeUser } = await createEmployee(db, { companyId: company.id, withUser: true });
  tokens.employee = await tokenFor(employeeUser!.id);

  const a = (await createEmployee(db, { companyId: company.id, lastName: "Alpha" })).employee;
  const b = (await createEmployee(db, { companyId: company.id, lastName: "Beta" })).employee;
  const item = (over: Record<string, unknown>) => ({ companyId: company.id, currency: "EUR", ...over });
  await db.billingItem.createMany({
    data: [
      // INV-A: two employees, one invoice, paid.
      item({
        invoiceId: "inv-a",
        invoiceNumber: "INV-A",
        invoiceDate: day("2026-08-25"),
        payrollPeriod: "202608",
        employeeId: a.id,
        totalAmount: "1000.10",
        paymentStatus: "payment_processed",
      }),
      item({
        invoiceId: "inv-a",
        invoiceNumber: "INV-A",
        invoiceDate: day("2026-08-25"),
        payrollPeriod: "202608",
        employeeId: b.id,
        totalAmount: "500.00",
        paymentStatus: "payment_processed",
      }),
      // INV-B: unpaid, due 2026-10-24: overdue on 2026-11-01.
      item({
        invoiceId: "inv-b",
        invoiceNumber: "INV-B",
        invoiceDate: day("2026-09-24"),
        payrollPeriod: "202609",
        employeeId: a.id,
        totalAmount: "2000.00",
      }),
      // INV-C: unpaid, not yet due; the same invoice also billed in USD (two rows).
      item({
        invoiceId: "inv-c",
        invoiceNumber: "INV-C",
        invoiceDate: day("2026-10-25"),
        payrollPeriod: "202610",
        employeeId: a.id,
        totalAmount: "300.00",
      }),
      item({
        invoiceId: "inv-c",
        invoiceNumber: "INV-C",
        invoiceDate: day("2026-10-25"),
        payrollPeriod: "202610",
        employeeId: b.id,
        totalAmount: "40.50",
        currency: "USD",
      }),
      // INV-D: a failed payment.
      item({
        invoiceId: "inv-d",
        invoiceNumber: "INV-D",
        invoiceDate: day("2026-10-28"),
        payrollPeriod: "202610",
        employeeId: b.id,
        totalAmount: "75.00",
        paymentStatus: "payment_failed",
      }),
      // Not invoiced yet: no invoice id, not listed.
      item({ employeeId: a.id, totalAmount: "9.99" }),
    ],
  });
  // Another company's invoice.
  await db.billingItem.create({
    data: {
      companyId: other.id,
      currency: "EUR",
      invoiceId: "inv-x",
      invoiceNumber: "INV-X",
      totalAmount: "1.00",
      invoiceDate: day("2026-10-01"),
      payrollPeriod: "202610",
    },
  });
});

async function list(token: string, companyId = company.id, query = "") {
  return call<Page>(invoicesRoute.GET, {
    path: `/api/invoice-reports/companies/${companyId}/invoices${query}`,
    params: { companyId },
    token,
  });
}

describe("[FINANCE] company invoices", () => {
  it("groups billing items into invoices with period, amount, status and due date, and sums what is outstanding", async () => {
    const actor = (await loadActor(bossUserId, null, "session"))!;
    const page = await listCompanyInvoices(
      actor,
      company.id,
      ZCompanyInvoicesQuery.parse({ sort: "number", dir: "asc" }),
      new Date("2026-11-01T12:00:00Z"),
    );
    expect(page.items.map((i) => [i.number, i.currency, i.amount, i.status, i.statusLabel, i.dueDate])).toEqual([
      ["INV-A", "EUR", "1500.10", "PAID", "Paid", "2026-09-24"],
      ["INV-B", "EUR", "2000.00", "OVERDUE", "Overdue", "2026-10-24"],
      ["INV-C", "EUR", "300.00", "OPEN", "Open", "2026-11-24"],
      ["INV-C", "USD", "40.50", "OPEN", "Open", "2026-11-24"],
      ["INV-D", "EUR", "75.00", "PAYMENT_FAILED", "Payment failed", "2026-11-27"],
    ]);
    expect(page.items[0]).toMatchObject({ invoiceDate: "2026-08-25", payrollPeriod: "202608", itemCount: 2 });
    expect(page.totalCount).toBe(5);
    expect(page.outstanding).toEqual([
      { currency: "EUR", amount: "2375.00", invoiceCount: 3, overdueCount: 1 },
      { currency: "USD", amount: "40.50", invoiceCount: 1, overdueCount: 0 },
    ]);
  });

  it("sorts and pages on the server; a bad sort names the field", async () => {
    const byAmount = await list(tokens.boss, company.id, "?sort=amount&dir=desc&pageSize=20");
    expect(byAmount.status).toBe(200);
    expect(byAmount.body.items.map((i) => i.amount)).toEqual(["2000.00", "1500.10", "300.00", "75.00", "40.50"]);
    const first = await list(tokens.boss, company.id, "?sort=invoiceDate&dir=desc&pageSize=20&pageIndex=0");
    expect(first.body.items[0].number).toBe("INV-D");
    const past = await list(tokens.boss, company.id, "?pageIndex=3&pageSize=20");
    expect(past.body).toMatchObject({ items: [], totalCount: 5 });
    const bad = await list(tokens.boss, company.id, "?sort=secret");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("sort");
    expect((await list(tokens.boss, company.id, "?pageSize=7")).status).toBe(400);
  });

  it("a manager reads only their own company; without the financial data grant, or as an employee, refused", async () => {
    expect((await list(tokens.finance)).status).toBe(200);
    expect((await list(tokens.financeAdmin)).status).toBe(200);
    expect((await list(tokens.foreign)).status).toBe(404);
    expect((await list(tokens.boss, other.id)).status).toBe(404);
    expect((await list(tokens.plain)).status).toBe(403);
    expect((await list(tokens.employee)).status).toBe(403);
    expect((await list("")).status).toBe(401);
  });

  it("downloads one invoice's lines as CSV; another company's invoice is not found", async () => {
    const listed = await list(tokens.boss, company.id, "?sort=number&dir=asc");
    const inv = listed.body.items.find((i) => i.number === "INV-A")!;
    expect(inv.downloadUrl).toBe(`/api/invoice-reports/companies/${company.id}/invoices/INV-A/download`);
    const download = (companyId: string, invoiceNumber: string, token = tokens.boss) =>
      call<string>(downloadRoute.GET, {
        path: `/api/invoice-reports/companies/${companyId}/invoices/${invoiceNumber}/download`,
        params: { companyId, invoiceNumber },
        token,
      });
    const csv = await download(company.id, "INV-A");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^Invoice number,Invoice date,Due date,Payroll period,Employee,Employee country,Currency,/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^INV-A,2026-08-25,2026-09-24,202608,Erin Alpha,DE,EUR,.*,1000\.10,Paid$/);
    expect((await download(company.id, "INV-X")).status).toBe(404);
    expect((await download(other.id, "INV-X")).status).toBe(404);
    expect((await download(company.id, "INV-A", tokens.plain)).status).toBe(403);
  });
});
