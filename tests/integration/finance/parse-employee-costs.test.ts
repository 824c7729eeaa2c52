/** @jest-environment node */
// [FINANCE] a finance admin uploads a provider's employee-cost CSV through the real wrapper and upload pipeline:
// a clean file gives the parsed summary (invoiceTotal in the currency's decimals, one line per row); a file with
// an employee of another provider, an unknown employee, a name mismatch or a bad amount is a 400 listing each row.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as parseRoute from "@/app/api/payroll/invoices/parse-employees-costs/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import type { EmployeeCostError, EmployeeCostSummary } from "@/lib/finance/schema";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-employee-costs-"));

let finance: string;
let payroll: string;
let lspId: string;
let otherLspId: string;
let ana: { id: string };
let ben: { id: string };
let foreign: { id: string };

beforeAll(async () => {
  finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  payroll = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  lspId = (await db.localServiceProvider.create({ data: { name: "Cost LSP" } })).id;
  otherLspId = (await db.localServiceProvider.create({ data: { name: "Other LSP" } })).id;
  ana = (await createEmployee(db, { firstName: "Ána", lastName: "Costa", lspId })).employee;
  ben = (await createEmployee(db, { firstName: "Ben", lastName: "Cost", lspId, countryCode: "FR" })).employee;
  foreign = (await createEmployee(db, { firstName: "Fay", lastName: "Far", lspId: otherLspId })).employee;
});

const form = (fields: Record<string, string>, text: string, name = "costs.csv") => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("fileContent", new File([text], name, { type: "text/csv" }));
  return f;
};
const post = <T>(token: string, body: FormData) =>
  call<T>(parseRoute.POST, { method: "POST", path: "/api/payroll/invoices/parse-employees-costs", token, form: body });

describe("[FINANCE] POST /api/payroll/invoices/parse-employees-costs", () => {
  it("finance admin parses a clean file into the summary with the invoice total", async () => {
    const csv = [
      "employeeId,employeeName,description,amount",
      `${ana.id},Ana Costa,Salary,"3,000.005"`,
      `${ana.id},,Allowance,150.10`,
      `${ben.id},Ben Cost,Salary,-20`,
    ].join("\r\n");
    const res = await post<EmployeeCostSummary>(finance, form({ lspId, currency: "EUR" }, csv));
    expect(res.status).toBe(200);
    expect(res.body.invoiceTotal).toBe("3130.11");
    expect(res.body.errors).toEqual([]);
    expect(res.body.employees.map((l) => [l.row, l.employeeName, l.amount, l.countryCode])).toEqual([
      [2, "Ána Costa", "3000.01", "DE"],
      [3, "Ána Costa", "150.10", "DE"],
      [4, "Ben Cost", "-20.00", "FR"],
    ]);
    const jpy = await post<EmployeeCostSummary>(
      finance,
      form({ lspId, currency: "JPY" }, `employeeId,amount\n${ben.id},1000.6\n`),
    );
    expect(jpy.body.invoiceTotal).toBe("1001");
  });

  it("a file with row errors is a 400 listing every bad row, e.g. an employee of another provider", async () => {
    const csv = [
      "employeeId,employeeName,description,amount",
      `${ana.id},Ana Costa,Salary,100`,
      `${foreign.id},Fay Far,Salary,100`,
      `ghost,Nobody,Salary,100`,
      `${ben.id},Someone Else,Salary,100`,
      `${ben.id},Ben Cost,Salary,lots`,
    ].join("\n");
    const res = await post<{ details: { errors: EmployeeCostError[] } }>(
      finance,
      form({ lspId, currency: "EUR" }, csv),
    );
    expect(res.status).toBe(400);
    expect(res.body.details.errors).toEqual([
      { row: 3, employeeId: foreign.id, error: "Employee does not belong to the selected provider" },
      { row: 4, employeeId: "ghost", error: "Employee not found" },
      { row: 5, employeeId: ben.id, error: "Employee name does not match the employee id" },
      { row: 6, employeeId: ben.id, error: "amount must be a number such as 1234.50" },
    ]);
  });

  it("bad fields name the field; a non-CSV file and a payroll admin are refused", async () => {
    const noLsp = await post<{ fieldErrors: Record<string, string[]> }>(
      finance,
      form({ currency: "EUR" }, "employeeId,amount\n"),
    );
    expect(noLsp.status).toBe(400);
    expect(Object.keys(noLsp.body.fieldErrors)).toContain("lspId");
    const badCurrency = await post<{ fieldErrors: Record<string, string[]> }>(
      finance,
      form({ lspId, currency: "XYZ" }, "employeeId,amount\n"),
    );
    expect(Object.keys(badCurrency.body.fieldErrors)).toContain("currency");
    const unknownLsp = await post<{ fieldErrors: Record<string, string[]> }>(
      finance,
      form({ lspId: "nope", currency: "EUR" }, `employeeId,amount\n${ana.id},1\n`),
    );
    expect(unknownLsp.body.fieldErrors.lspId).toEqual(["Unknown provider."]);
    const pdf = await post<{ message: string }>(finance, form({ lspId, currency: "EUR" }, "%PDF-1.4\n", "c.pdf"));
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/csv/i);
    const denied = await post(payroll, form({ lspId, currency: "EUR" }, "employeeId,amount\n"));
    expect(denied.status).toBe(403);
  });
});
