/** @jest-environment node */
// GET /api/search, the header's global search, through the real wrapper and PostgreSQL: accents and case
// aside; a manager finds only their company's people (a foreign company's employee is not found) and no
// companies or pay reports; staff find companies, payroll admins pay reports; a finance manager finds their
// company's invoices by number (not another company's) and 'invoices' finds their invoice list; an employee has no search (403);
// a term shorter than 2 characters answers 400 naming q; at most 8 results per kind.
import * as searchRoute from "@/app/api/search/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";
import { createPayrollFixture } from "../../factories/payroll";
import { createInvoiceDue } from "../../factories/invoices";
import type { GlobalSearchResponse } from "@/lib/search/search-schema";

const db = getDb();
beforeAll(() => ensureCountry(db, "DE"));

const search = (token: string, q: string) =>
  call<GlobalSearchResponse & { fieldErrors?: Record<string, string[]> }>(searchRoute.GET, {
    path: `/api/search?q=${encodeURIComponent(q)}`,
    token,
  });
const ids = (results: { id: string }[]) => results.map((r) => r.id).sort();

describe("[SEARCH] GET /api/search", () => {
  it("a manager finds their company's people, accent- and case-insensitively, and never a foreign company's", async () => {
    const tag = `Zq${uniqueSuffix()}`;
    const company = await createCompany(db);
    const { user } = await createManager(db, { companyId: company.id, scopes: ["*"] });
    const manager = await tokenFor(user.id);
    const own = await createEmployee(db, { companyId: company.id, firstName: "José", lastName: `García ${tag}` });
    const foreign = await createEmployee(db, { firstName: "José", lastName: `García ${tag}` });

    const res = await search(manager, `jose GARCIA ${tag}`);
    expect(res.status).toBe(200);
    expect(ids(res.body.people)).toEqual([own.employee.id]);
    expect(res.body.people[0]).toMatchObject({
      label: `José García ${tag}`,
      href: `/employees/${own.employee.id}`,
    });
    // A manager may not list companies or open the payroll area: those kinds stay empty.
    expect(res.body.companies).toEqual([]);
    expect(res.body.payReports).toEqual([]);
    expect(ids((await search(manager, `García ${tag}`)).body.people)).not.toContain(foreign.employee.id);

    // An admin reaches every company: the same term finds both people.
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const all = await search(admin, `jose garcia ${tag}`);
    expect(ids(all.body.people)).toEqual(ids([own.employee, foreign.employee]));
  });

  it("staff find companies; a payroll admin finds pay reports inside their payroll instance", async () => {
    const tag = `Zq${uniqueSuffix()}`;
    const company = await createCompany(db, { name: `Müller Industries ${tag}` });
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const found = await search(admin, `muller ${tag}`);
    expect(found.body.companies).toEqual([
      expect.objectContaining({ id: company.id, href: `/companies/${company.id}` }),
    ]);
    // A general admin has no payroll area.
    expect(found.body.payReports).toEqual([]);

    const fx = await createPayrollFixture(db);
    const report = await db.grossToNetFile.create({
      data: {
        workbookId: fx.workbook.id,
        fileName: `Pay register Señor ${tag}.csv`,
        country: fx.country,
        lspId: fx.lsp.id,
        payrollCycle: "CYCLE_1",
        payrollPeriod: fx.period,
      },
    });
    const payroll = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const reports = await search(payroll, `senor ${tag}`);
    expect(reports.status).toBe(200);
    expect(reports.body.payReports).toEqual([
      expect.objectContaining({
        id: report.id,
        href: `/payroll/payroll-instances/${fx.workbook.id}/pay-report-preview/${report.id}`,
      }),
    ]);
  });

  it("a finance manager finds their company's invoices by number, and the invoice list by typing 'invoices'", async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const own = await createInvoiceDue(db, company.id, 5);
    const foreign = await createInvoiceDue(db, other.id, 5);
    const { user } = await createManager(db, { companyId: company.id, scopes: ["finance:*"] });
    const manager = await tokenFor(user.id);

    const found = await search(manager, own.invoiceNumber!.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body.invoices).toEqual([
      expect.objectContaining({
        label: `Invoice ${own.invoiceNumber}`,
        href: `/companies/${company.id}/invoices`,
        detail: expect.stringContaining("1000.00 EUR · Overdue"),
      }),
    ]);
    expect((await search(manager, foreign.invoiceNumber!)).body.invoices).toEqual([]);
    expect((await search(manager, "Invoices")).body.invoices[0]).toMatchObject({
      label: "Invoices",
      href: `/companies/${company.id}/invoices`,
    });

    // A manager without the finance scope has no invoices to find.
    const { user: hr } = await createManager(db, { companyId: company.id, scopes: ["employees:*"] });
    expect((await search(await tokenFor(hr.id), own.invoiceNumber!)).body.invoices).toEqual([]);
  });

  it("answers at most 8 results per kind", async () => {
    const tag = `Zq${uniqueSuffix()}`;
    const company = await createCompany(db);
    for (let i = 0; i < 10; i++)
      await createEmployee(db, { companyId: company.id, firstName: `Ana${i}`, lastName: tag });
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    expect((await search(admin, tag)).body.people).toHaveLength(8);
  });

  it("refuses a caller without any searchable kind (an employee) and a term shorter than 2 characters", async () => {
    const { user } = await createEmployee(db, { withUser: true });
    const employee = await tokenFor(user!.id);
    expect((await search(employee, "anna")).status).toBe(403);

    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const short = await search(admin, " a ");
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('"q"');
    expect((await call(searchRoute.GET, { path: "/api/search", token: admin })).status).toBe(400);
  });
});
