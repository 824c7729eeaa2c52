/** @jest-environment node */
// POST /api/payroll-id through the real wrapper and upload pipeline: valid rows are applied, unknown employees
// and duplicate ids come back as row errors with the spec's partial-update message; non-CSV files are refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as uploadRoute from "@/app/api/payroll-id/route";
import * as templateRoute from "@/app/api/payroll-id/template/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import type { ProviderIdResult } from "@/lib/lsps/provider-ids/schema";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-provider-ids-"));

let admin: string;
let manager: string;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  manager = await tokenFor((await createUser(db, { roles: ["manager"], scopes: ["*"] })).user.id);
});

const form = (text: string, name = "ids.csv") => {
  const f = new FormData();
  f.append("type", "PAYROLL_ID");
  f.append("fileContent", new File([text], name, { type: "text/csv" }));
  return f;
};

describe("POST /api/payroll-id", () => {
  it("applies the valid rows and lists unknown employees and duplicate ids as errors", async () => {
    const a = (await createEmployee(db, { firstName: "Ana", lastName: "Alpha" })).employee;
    const b = (await createEmployee(db, { firstName: "Ben", lastName: "Beta" })).employee;
    const c = (await createEmployee(db, { firstName: "Cy", lastName: "Gamma" })).employee;
    const holder = (await createEmployee(db, { payrollId: `TAKEN-${a.id}` })).employee;
    const csv = [
      "employeeId,employeeName,payrollId",
      `${a.id},Ana Alpha,PID-${a.id}`,
      `unknown-employee,Ghost,PID-ghost-${a.id}`,
      `${b.id},Ben Beta,PID-${a.id}`, // same id as Ana's row: duplicate in the file
      `${c.id},Cy Gamma,TAKEN-${a.id}`, // held by another employee
      `${b.id},Ben Beta,PID2-${b.id}`,
    ].join("\r\n");
    const res = await call<ProviderIdResult>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form(csv),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Some Provider IDs could not be updated (check the ID and upload again)");
    expect(res.body.employeesUpdated).toEqual([
      { id: a.id, name: "Ana Alpha" },
      { id: b.id, name: "Ben Beta" },
    ]);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { employee: { id: "unknown-employee", name: "Ghost" }, error: "Employee not found" },
        { employee: { id: b.id, name: "Ben Beta" }, error: "Duplicate provider ID in the file" },
        { employee: { id: c.id, name: "Cy Gamma" }, error: "Provider ID already belongs to another employee" },
      ]),
    );
    expect(res.body.errors).toHaveLength(3);
    const after = await db.employee.findMany({ where: { id: { in: [a.id, b.id, c.id, holder.id] } } });
    const idOf = (id: string) => after.find((e) => e.id === id)!.payrollId;
    expect(idOf(a.id)).toBe(`PID-${a.id}`);
    expect(idOf(b.id)).toBe(`PID2-${b.id}`);
    expect(idOf(c.id)).toBeNull();
    expect(idOf(holder.id)).toBe(`TAKEN-${a.id}`);
    const audits = await db.auditEvent.count({
      where: { action: "employee.payrollId.update", entityId: { in: [a.id, b.id] } },
    });
    expect(audits).toBe(2);
    const upload = await db.providerIdUpload.findFirst({ orderBy: { createdAt: "desc" } });
    expect(upload?.employeesUpdated).toHaveLength(2);
  });

  it("answers 'No Provider IDs could be updated' when no row is valid, and changes nothing", async () => {
    const res = await call<ProviderIdResult>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form("employeeId,employeeName,payrollId\nnobody,Nobody,X-1\n"),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("No Provider IDs could be updated");
    expect(res.body.employeesUpdated).toEqual([]);
  });

  it("refuses a file that is not CSV, and callers without the permission", async () => {
    const pdf = await call<{ message: string }>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form("%PDF-1.4\n", "ids.pdf"),
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/csv/i);
    const denied = await call(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: manager,
      form: form("employeeId,employeeName,payrollId\n"),
    });
    expect(denied.status).toBe(403);
  });

  it("serves the template with the upload's columns", async () => {
    const e = (await createEmployee(db, { firstName: "Tia", lastName: "Template", payrollId: "T-1" })).employee;
    const res = await call<string>(templateRoute.POST, {
      method: "POST",
      path: "/api/payroll-id/template",
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("employeeId,employeeName,payrollId");
    expect(lines).toContain(`${e.id},Tia Template,T-1`);
  });
});
