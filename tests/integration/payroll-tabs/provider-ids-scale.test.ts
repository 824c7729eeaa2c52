/** @jest-environment node */
// POST /api/payroll-id at the tab's limit: 20,000 rows through the real route (upload pipeline, wrapper, service).
// One statement per row used to outgrow the interactive transaction's 5 s limit from about 100 rows (500): the
// rows are now applied set-based. The employees are made set-based too (generate_series), so setup stays short.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as uploadRoute from "@/app/api/payroll-id/route";
import { verifyAuditChain } from "@/lib/audit-trail/verify-audit-chain";
import { MAX_PROVIDER_ID_ROWS, type ProviderIdResult } from "@/lib/lsps/provider-ids/schema";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-provider-ids-scale-"));

const form = (text: string) => {
  const f = new FormData();
  f.append("type", "PAYROLL_ID");
  f.append("fileContent", new File([text], "ids.csv", { type: "text/csv" }));
  return f;
};

let admin: string;
let prefix: string;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  const company = await createCompany(db);
  await ensureCountry(db, "DE");
  prefix = `pid-scale-${uniqueSuffix()}`;
  await db.$executeRaw`
    INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "updatedAt")
    SELECT ${prefix} || '-' || g, ${company.id}, 'DE', 'Scale', 'Employee ' || g, now()
      FROM generate_series(1, ${MAX_PROVIDER_ID_ROWS}::int) AS g`;
}, 120_000);

describe("POST /api/payroll-id at 20,000 rows", () => {
  it("applies every valid row of a 20,000-row file in one request and names the bad row", async () => {
    const lines = Array.from({ length: MAX_PROVIDER_ID_ROWS }, (_, i) => {
      const n = i + 1;
      // One bad row in the middle: a payroll id with a character the rules refuse.
      const payrollId = n === 12_345 ? "BAD ID!" : `P-${prefix}-${n}`;
      return `${prefix}-${n},Scale Employee ${n},${payrollId}`;
    });
    const res = await call<ProviderIdResult>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form(["employeeId,employeeName,payrollId", ...lines].join("\r\n")),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Some Provider IDs could not be updated (check the ID and upload again)");
    expect(res.body.employeesUpdated).toHaveLength(MAX_PROVIDER_ID_ROWS - 1);
    expect(res.body.errors).toEqual([
      {
        employee: { id: `${prefix}-12345`, name: "Scale Employee 12345" },
        error: "payrollId may hold letters, digits and . _ - / only",
      },
    ]);
    // The rows are in the database, each with its audit event.
    const stored = await db.employee.count({ where: { id: { startsWith: `${prefix}-` }, payrollId: { not: null } } });
    expect(stored).toBe(MAX_PROVIDER_ID_ROWS - 1);
    const sample = await db.employee.findUniqueOrThrow({ where: { id: `${prefix}-20000` } });
    expect(sample.payrollId).toBe(`P-${prefix}-20000`);
    const [{ audits }] = await db.$queryRaw<{ audits: number }[]>`
      SELECT count(*)::int AS audits FROM "AuditEvent"
       WHERE action = 'employee.payrollId.update' AND "entityId" LIKE ${`${prefix}-%`} AND seq IS NOT NULL`;
    expect(audits).toBe(MAX_PROVIDER_ID_ROWS - 1);
    // Linked set-based into each employee's chain, as the commit trigger links one event.
    expect(await verifyAuditChain("Employee", `${prefix}-20000`)).toMatchObject({ events: 1, broken: null });
  }, 120_000);

  it("refuses a file over 20,000 rows with a 400 that says the limit, and changes nothing", async () => {
    const lines = Array.from(
      { length: MAX_PROVIDER_ID_ROWS + 1 },
      (_, i) => `${prefix}-${(i % MAX_PROVIDER_ID_ROWS) + 1},X,Q-${i}`,
    );
    const res = await call<{ message: string }>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form(["employeeId,employeeName,payrollId", ...lines].join("\n")),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The file has more than ${MAX_PROVIDER_ID_ROWS} rows.`);
    expect(await db.employee.count({ where: { payrollId: { startsWith: "Q-" } } })).toBe(0);
  });

  it("answers 400 naming the line of a row that is not CSV", async () => {
    const res = await call<{ message: string }>(uploadRoute.POST, {
      method: "POST",
      path: "/api/payroll-id",
      token: admin,
      form: form(`employeeId,employeeName,payrollId\n${prefix}-1,A,R-1\n${prefix}-2,"Broken,R-2\n`),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The file is not a readable CSV: .*line 3/);
  });
});
