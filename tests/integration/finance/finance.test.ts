/** @jest-environment node */
// [FINANCE] through the real route wrapper and PostgreSQL: invoice-log filters and keyset paging return each row
// once; a manager of another company gets 404 on balances; billing items come from a published pay report only.
import { getDb } from "@/lib/db";
import * as logsRoute from "@/app/api/payroll/invoice-logs/route";
import * as logsExportRoute from "@/app/api/payroll/invoice-logs/export-invoice-report/route";
import * as balancesRoute from "@/app/api/invoice-reports/companies/[companyId]/balances/route";
import * as invoicesRoute from "@/app/api/payroll/invoices/route";
import { call, tokenFor } from "../support/http";
import { followDownload } from "../support/signed-download";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();
const tokens: Record<string, string> = {};
let acme: { id: string; name: string };
let other: { id: string };

beforeAll(async () => {
  acme = await createCompany(db, { name: "Zyxw Finance Ltd" });
  other = await createCompany(db, {});
  tokens.finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  tokens.boss = await tokenFor((await createManager(db, { companyId: acme.id, scopes: ["super-manager"] })).user.id);
  tokens.foreign = await tokenFor(
    (await createManager(db, { companyId: other.id, scopes: ["super-manager"] })).user.id,
  );
  const base = Date.UTC(2031, 0, 1);
  // 250 logs, many sharing a createdAt (ties broken by id), half FAILED.
  await db.invoiceLog.createMany({
    data: Array.from({ length: 250 }, (_, i) => ({
      id: `fin-log-${String(i).padStart(4, "0")}`,
      companyId: acme.id,
      companyName: acme.name,
      invoiceType: "DEPOSIT_ONLY" as const,
      status: i % 2 ? ("FAILED" as const) : ("SUCCESS" as const),
      createdAt: new Date(base + Math.floor(i / 7) * 60_000),
    })),
  });
});

async function allPages(filters: object) {
  const ids: string[] = [];
  let key: string | null = null;
  do {
    const path: string = `/api/payroll/invoice-logs${key ? `?nextPageKey=${encodeURIComponent(key)}` : ""}`;
    const res = await call<{ items: { id: string; statusLabel: string }[]; nextPageKey: string | null }>(
      logsRoute.POST,
      { method: "POST", path, json: filters, token: tokens.finance },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(100);
    ids.push(...res.body.items.map((i) => i.id));
    key = res.body.nextPageKey;
  } while (key);
  return ids;
}

describe("[FINANCE] invoice logs", () => {
  it("keyset paging with a name query returns every row exactly once", async () => {
    const ids = await allPages({ clientOrEmployeeNameQuery: "zyxw finance" });
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
  });
  it("status and date filters narrow the rows", async () => {
    const failed = await allPages({ clientOrEmployeeNameQuery: "Zyxw", statuses: ["FAILED"] });
    expect(failed).toHaveLength(125);
    const none = await allPages({ clientOrEmployeeNameQuery: "Zyxw", fromDate: "2031-02-01" });
    expect(none).toHaveLength(0);
  });
  it("the row with its simple invoice; currency, country, employee name (accents aside) and inclusive toDate", async () => {
    const emp = (await createEmployee(db, { companyId: other.id, firstName: "Jürgen", lastName: "Qvist" })).employee;
    const at = new Date(Date.UTC(2032, 4, 31, 23, 59));
    await db.invoiceLog.create({
      data: {
        id: "fin-log-yen",
        companyId: other.id,
        companyName: "Other Co",
        employeeId: emp.id,
        employeeName: "Jürgen Qvist",
        employeeCountry: "JP",
        invoiceType: "SETUP_FEE_ONLY",
        status: "SUBMITTED",
        createdAt: at,
        simpleInvoice: {
          create: { totalAmount: "1234.5", currency: "JPY", title: "Setup", attachmentUrls: ["a.pdf"] },
        },
      },
    });
    const page = async (filters: object) =>
      (
        await call<{ items: Record<string, unknown>[] }>(logsRoute.POST, {
          method: "POST",
          path: "/api/payroll/invoice-logs",
          json: filters,
          token: tokens.finance,
        })
      ).body.items;
    const [row] = await page({
      clientOrEmployeeNameQuery: "jurgen",
      currency: "JPY",
      employeeCountry: "JP",
      toDate: "2032-05-31",
    });
    expect(row).toMatchObject({
      id: "fin-log-yen",
      employeeId: emp.id,
      invoiceType: "SETUP_FEE_ONLY",
      status: "SUBMITTED",
      statusLabel: "Submitted",
      createdAt: at.toISOString(),
      employeeProfileLink: `/employees/${emp.id}`,
      simpleInvoice: { totalAmount: "1235", currency: "JPY", title: "Setup", attachmentUrls: ["a.pdf"], lspId: null },
    });
    expect(await page({ clientOrEmployeeNameQuery: "jurgen", toDate: "2032-05-30" })).toHaveLength(0);
    expect(await page({ clientOrEmployeeNameQuery: "jurgen", currency: "EUR" })).toHaveLength(0);
    const answer = await call<{ data: { url: string } }>(logsExportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export-invoice-report",
      json: { invoiceLogIds: ["fin-log-yen", "fin-log-0000"] },
      token: tokens.finance,
    });
    expect(answer.status).toBe(200);
    const csv = await followDownload(answer.body.data.url); // spec 2 section 7: data.url, a signed link
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(
      "fin-log-yen,2032-05-31T23:59:00.000Z,Other Co,Jürgen Qvist,JP,Setup fee only,Submitted,JPY,1235,Setup",
    );
    expect(csv.body).toContain("fin-log-0000,");
  });
  it("a bad filter is a 400 naming the field", async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(logsRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs",
      json: { currency: "XYZ" },
      token: tokens.finance,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain("currency");
  });
});

describe("[FINANCE] balances and invoices", () => {
  it("a manager of another company gets 404 on balances; the company's own super manager 200", async () => {
    const params = { companyId: acme.id };
    const path = `/api/invoice-reports/companies/${acme.id}/balances`;
    expect((await call(balancesRoute.GET, { path, params, token: tokens.foreign })).status).toBe(404);
    expect((await call(balancesRoute.GET, { path, params, token: tokens.boss })).status).toBe(200);
  });
  it("billing items come from a published pay report (not a draft), and the balance follows", async () => {
    const emp = (await createEmployee(db, { companyId: acme.id })).employee;
    const draftEmp = (await createEmployee(db, { companyId: acme.id })).employee;
    const published = await createPayReport(db, {
      period: "203102",
      employees: [{ employeeId: emp.id, salary: "1000", benefitContribution: "100" }],
    });
    await db.payReportEmployeeTotal.updateMany({
      where: { grossToNetId: published.id },
      data: { totalCost: "1500.005" },
    });
    await createPayReport(db, {
      period: "203102",
      status: "APPROVED",
      employees: [{ employeeId: draftEmp.id, salary: "9" }],
    });
    const res = await call<{ itemCount: number; totals: { currency: string; total: string }[] }>(invoicesRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoices",
      json: { companyId: acme.id, payrollPeriod: "203102" },
      token: tokens.finance,
    });
    expect(res.status).toBe(201);
    expect(res.body.itemCount).toBe(1);
    // 1500.005 - 100 benefits + the company's EUR management fee, rounded to EUR's 2 decimals.
    const fee = await db.companyFeeAmount.findFirst({
      where: { companyId: acme.id, kind: "MANAGEMENT_FEE", currency: "EUR" },
    });
    const expected = (140001 + Math.round(Number(fee?.amount ?? 0) * 100)) / 100;
    expect(res.body.totals).toEqual([{ currency: "EUR", total: expected.toFixed(2) }]);
    const items = await db.billingItem.findMany({ where: { companyId: acme.id } });
    expect(items.map((i) => i.employeeId)).toEqual([emp.id]);
    // A second call has nothing left to bill.
    const again = await call(invoicesRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoices",
      json: { companyId: acme.id, payrollPeriod: "203102" },
      token: tokens.finance,
    });
    expect(again.status).toBe(422);
    const balances = await call<{ balances: { currency: string; payrollBalanceUnpaid: string }[] }>(balancesRoute.GET, {
      path: `/api/invoice-reports/companies/${acme.id}/balances`,
      params: { companyId: acme.id },
      token: tokens.boss,
    });
    expect(balances.body.balances.find((b) => b.currency === "EUR")?.payrollBalanceUnpaid).toBe(expected.toFixed(2));
  });
});
