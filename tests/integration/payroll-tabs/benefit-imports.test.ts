/** @jest-environment node */
// [BENEFITS] a benefits admin imports a benefits CSV into a payroll instance through the real wrapper and upload
// pipeline: accepted rows count per country, rejected rows carry the spec's messages (client not found, employee
// not found, name mismatch); the list and the per-client view read the same rows back; accepted rows are billed
// (benefit billing items per employee and currency, in the client's balance).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as importRoute from "@/app/api/payroll/benefits/import/route";
import * as clientRoute from "@/app/api/payroll/benefits/import/client/[clientId]/route";
import * as billingRoute from "@/app/api/payroll/billing-items/route";
import * as billingPageRoute from "@/app/api/payroll/billing-items/paginated/route";
import * as employeeBillingRoute from "@/app/api/payroll/billing-items/employee/[employeeId]/route";
import * as balancesRoute from "@/app/api/invoice-reports/companies/[companyId]/balances/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import type { BenefitImportSummary, ClientBenefitImports } from "@/lib/benefits/imports/schema";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-benefit-imports-"));

let benefits: string;
let finance: string;
let workbookId: string;
let client: { id: string };
let other: { id: string };
let de1: { id: string };
let de2: { id: string };
let fr: { id: string };
let outsider: { id: string };

beforeAll(async () => {
  benefits = await tokenFor((await createUser(db, { roles: ["admin", "benefits"] })).user.id);
  finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  workbookId = (await db.workbook.create({ data: { name: "Benefits WB", month: 3, year: 2031 } })).id;
  client = await createCompany(db, {});
  other = await createCompany(db, {});
  de1 = (await createEmployee(db, { companyId: client.id, firstName: "Dörte", lastName: "Eins" })).employee;
  de2 = (await createEmployee(db, { companyId: client.id, firstName: "Dieter", lastName: "Zwei" })).employee;
  fr = (await createEmployee(db, { companyId: client.id, firstName: "Flo", lastName: "Rance", countryCode: "FR" }))
    .employee;
  outsider = (await createEmployee(db, { companyId: other.id, firstName: "Otto", lastName: "Other" })).employee;
});

const form = (fields: Record<string, string>, text: string, name = "benefits.csv") => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("fileContent", new File([text], name, { type: "text/csv" }));
  return f;
};

describe("[BENEFITS] benefits import", () => {
  it("benefits admin imports a file: totalRecords, row errors with the spec's messages, countries", async () => {
    const csv = [
      "clientId,employeeId,employeeName,benefit,amount,currency",
      `${client.id},${de1.id},Dorte Eins,Health,120.5,EUR`,
      `${client.id},${de1.id},Dörte Eins,Pension,80,EUR`,
      `${client.id},${de2.id},Dieter Zwei,Health,120.5,EUR`,
      `${client.id},${fr.id},Flo Rance,Health,99.999,EUR`,
      `no-such-client,${de1.id},Dörte Eins,Health,1,EUR`,
      `${client.id},${outsider.id},Otto Other,Health,1,EUR`,
      `${client.id},${de2.id},Someone Else,Health,1,EUR`,
      `${client.id},${de2.id},Dieter Zwei,Health,abc,EUR`,
    ].join("\r\n");
    const res = await call<BenefitImportSummary>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/benefits/import",
      token: benefits,
      form: form({ payrollInstanceId: workbookId }, csv),
    });
    expect(res.status).toBe(201);
    expect(res.body.totalRecords).toBe(8);
    expect(res.body.errors).toEqual([
      { row: 6, clientId: "no-such-client", employeeId: de1.id, message: "Client not found" },
      { row: 7, clientId: client.id, employeeId: outsider.id, message: "Employee not found" },
      { row: 8, clientId: client.id, employeeId: de2.id, message: "Employee name mismatch" },
      { row: 9, clientId: client.id, employeeId: de2.id, message: "amount must be a number such as 120.50" },
    ]);
    expect(res.body.countries).toEqual([
      { payrollInstanceId: workbookId, country: "DE", totalEmployees: 2 },
      { payrollInstanceId: workbookId, country: "FR", totalEmployees: 1 },
    ]);
    expect(await db.auditEvent.count({ where: { action: "benefits.import", entityId: res.body.id } })).toBe(1);

    const list = await call<{ items: BenefitImportSummary[] }>(importRoute.GET, {
      method: "GET",
      path: `/api/payroll/benefits/import?payrollInstanceId=${workbookId}`,
      token: benefits,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => [i.id, i.totalRecords, i.errors.length, i.countries.length])).toEqual([
      [res.body.id, 8, 4, 2],
    ]);

    const mine = await call<ClientBenefitImports>(clientRoute.GET, {
      method: "GET",
      path: `/api/payroll/benefits/import/client/${client.id}`,
      params: { clientId: client.id },
      token: benefits,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.totalRecords).toBe(7);
    expect(mine.body.errors).toHaveLength(3);
    expect(mine.body.lines.map((l) => [l.row, l.benefit, l.amount, l.country])).toEqual([
      [2, "Health", "120.50", "DE"],
      [3, "Pension", "80.00", "DE"],
      [4, "Health", "120.50", "DE"],
      [5, "Health", "100.00", "FR"],
    ]);
  });

  it("accepted rows become benefit billing items: client view, paginated per employee, employee list, balance", async () => {
    const billed = await createCompany(db, {});
    const ann = (await createEmployee(db, { companyId: billed.id, firstName: "Ann", lastName: "Billed" })).employee;
    const bob = (await createEmployee(db, { companyId: billed.id, firstName: "Bob", lastName: "Billed" })).employee;
    const csv = [
      "clientId,employeeId,employeeName,benefit,amount,currency",
      `${billed.id},${ann.id},Ann Billed,Health,100.10,EUR`,
      `${billed.id},${ann.id},Ann Billed,Pension,50,EUR`,
      `${billed.id},${bob.id},Bob Billed,Health,7000,JPY`,
      `${billed.id},${bob.id},Someone Else,Health,1,EUR`,
    ].join("\n");
    const res = await call<BenefitImportSummary>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/benefits/import",
      token: benefits,
      form: form({ payrollInstanceId: workbookId }, csv),
    });
    expect(res.status).toBe(201);
    expect(res.body.errors.map((e) => e.message)).toEqual(["Employee name mismatch"]);

    const summary = await call<{ groups: { id: string; currency: string; itemCount: number; totalAmount: string }[] }>(
      billingRoute.GET,
      { method: "GET", path: `/api/payroll/billing-items?view=client&companyId=${billed.id}`, token: finance },
    );
    expect(summary.status).toBe(200);
    expect(summary.body.groups.map((g) => [g.id, g.currency, g.itemCount, g.totalAmount]).sort()).toEqual([
      [billed.id, "EUR", 1, "150.10"],
      [billed.id, "JPY", 1, "7000"],
    ]);

    type Item = {
      employee: { id: string };
      currency: string;
      totalAmount: string;
      benefitAmount: string;
      isBenefit: boolean;
      payrollPeriod: string;
    };
    const page = await call<{ items: Item[] }>(billingPageRoute.GET, {
      method: "GET",
      path: `/api/payroll/billing-items/paginated?companyId=${billed.id}`,
      token: finance,
    });
    expect(page.status).toBe(200);
    expect(
      page.body.items
        .map((i) => [i.employee.id, i.currency, i.totalAmount, i.benefitAmount, i.isBenefit, i.payrollPeriod])
        .sort(),
    ).toEqual(
      [
        [ann.id, "EUR", "150.10", "150.10", true, "203103"],
        [bob.id, "JPY", "7000", "7000", true, "203103"],
      ].sort(),
    );

    const annItems = await call<{ items: Item[] }>(employeeBillingRoute.GET, {
      method: "GET",
      path: `/api/payroll/billing-items/employee/${ann.id}`,
      params: { employeeId: ann.id },
      token: finance,
    });
    expect(annItems.body.items.map((i) => [i.currency, i.totalAmount])).toEqual([["EUR", "150.10"]]);

    const balances = await call<{ balances: { currency: string; payrollBalanceUnpaid: string }[] }>(balancesRoute.GET, {
      method: "GET",
      path: `/api/invoice-reports/companies/${billed.id}/balances`,
      params: { companyId: billed.id },
      token: finance,
    });
    expect(balances.status).toBe(200);
    expect(balances.body.balances.find((b) => b.currency === "EUR")?.payrollBalanceUnpaid).toBe("150.10");
  });

  it("an unknown payroll instance or a missing one names the field; unknown client 404; finance admin 403", async () => {
    const missing = await call<{ fieldErrors: Record<string, string[]> }>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/benefits/import",
      token: benefits,
      form: form({}, "clientId,employeeId,employeeName,benefit,amount\n"),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toContain("payrollInstanceId");
    const unknown = await call<{ fieldErrors: Record<string, string[]> }>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/benefits/import",
      token: benefits,
      form: form({ payrollInstanceId: "nope" }, `clientId,employeeId,employeeName,benefit,amount\nx,y,z,b,1\n`),
    });
    expect(unknown.body.fieldErrors.payrollInstanceId).toEqual(["Payroll instance not found."]);
    const notFound = await call(clientRoute.GET, {
      method: "GET",
      path: "/api/payroll/benefits/import/client/nope",
      params: { clientId: "nope" },
      token: benefits,
    });
    expect(notFound.status).toBe(404);
    const denied = await call(importRoute.GET, { method: "GET", path: "/api/payroll/benefits/import", token: finance });
    expect(denied.status).toBe(403);
  });
});
