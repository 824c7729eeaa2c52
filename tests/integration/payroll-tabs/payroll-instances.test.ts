/** @jest-environment node */
// Payroll instances over the workbook service: validate follows the pay reports' statuses, generate needs
// VALIDATED, and the workbook import refuses a file without one valid record.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as validateRoute from "@/app/api/payroll/payroll-instances/[id]/validate/route";
import * as generateRoute from "@/app/api/payroll/payroll-instances/[id]/generate/route";
import * as importRoute from "@/app/api/payroll/workbook/import/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createPayrollFixture } from "../../factories/payroll";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-instances-"));
let admin: string;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

const post = (handler: typeof validateRoute.POST, id: string, action: string) =>
  call<{ status: string; message?: string }>(handler, {
    method: "POST",
    path: `/api/payroll/payroll-instances/${id}/${action}`,
    params: { id },
    token: admin,
  });

describe("payroll instances", () => {
  it("validates from the reports' statuses and generates only when VALIDATED", async () => {
    const fx = await createPayrollFixture(db);
    const file = await db.grossToNetFile.create({
      data: {
        fileName: "a.csv",
        country: fx.country,
        payrollCycle: "CYCLE_1",
        payrollPeriod: fx.period,
        processingStatus: "SPECIALIST_APPROVED",
        workbookId: fx.workbook.id,
      },
    });
    expect((await post(validateRoute.POST, fx.workbook.id, "validate")).body.status).toBe("WITH_PENDING_INVOICES");
    expect((await post(generateRoute.POST, fx.workbook.id, "generate")).status).toBe(422);
    await db.grossToNetFile.update({ where: { id: file.id }, data: { processingStatus: "PUBLISHED" } });
    expect((await post(validateRoute.POST, fx.workbook.id, "validate")).body.status).toBe("VALIDATED");
    const generated = await post(generateRoute.POST, fx.workbook.id, "generate");
    expect(generated.status).toBe(200);
    expect(generated.body.status).toBe("GENERATED");
    const wb = await db.workbook.findUniqueOrThrow({ where: { id: fx.workbook.id } });
    expect(wb.status).toBe("GENERATED");
    expect(await db.statusHistory.count({ where: { entityType: "Workbook", entityId: wb.id } })).toBe(6);
    expect((await post(validateRoute.POST, "no-such-workbook", "validate")).status).toBe(404);
  });

  it("imports valid workbook rows and refuses a file with none", async () => {
    const form = (text: string) => {
      const f = new FormData();
      f.append("fileContent", new File([text], "workbooks.csv", { type: "text/csv" }));
      return f;
    };
    const bad = await call<{ message: string }>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/workbook/import",
      token: admin,
      form: form("name,month,year\n,13,1999\n"),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("no valid records found to parse");
    const ok = await call<{ created: number; errors: unknown[] }>(importRoute.POST, {
      method: "POST",
      path: "/api/payroll/workbook/import",
      token: admin,
      form: form("name,month,year\nImported - Workbook,3,2032\n,13,1999\n"),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.created).toBe(1);
    expect(ok.body.errors).toHaveLength(1);
    expect(await db.workbook.count({ where: { name: "Imported - Workbook", year: 2032 } })).toBe(1);
  });
});
