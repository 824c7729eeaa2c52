/** @jest-environment node */
// DELETE /api/gross-to-net/{id} of a 1M-row register through the real route (spec 2 section 4: delete is offered
// unless APPROVED or PUBLISHED). In Prisma's interactive transaction the delete outgrew its 5 s limit, answered
// 500 and left the report; it now runs in one plain transaction with no client-side limit. The rows are made
// set-based (generate_series) so setup is one statement; the delete's time is not asserted.
import pg from "pg";
import { getDb } from "@/lib/db";
import * as gtnRoute from "@/app/api/gross-to-net/[id]/route";
import { BEING_PROCESSED } from "@/lib/payroll/delete-gross-to-net";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();
const ROWS = 1_000_000;

let admin: string;
beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

const del = (id: string) =>
  call<{ id: string; result: string; message?: string }>(gtnRoute.DELETE, {
    method: "DELETE",
    path: `/api/gross-to-net/${id}`,
    params: { id },
    token: admin,
  });

describe("DELETE /api/gross-to-net/{id} of a large register", () => {
  it("deletes a 1M-row report with its rows, totals and company totals, and records the delete", async () => {
    const { employee } = await createEmployee(db);
    const report = await createPayReport(db, {
      period: "202611",
      status: "DUPLICATES_CHECKED",
      employees: [{ employeeId: employee.id, salary: "5000" }],
    });
    await db.$executeRaw`
        INSERT INTO "PayRegisterRow" ("grossToNetId", "rowNumber", "employeeRef", concept, value)
        SELECT ${report.id}, g, 'E' || (g % 1000), 'Base salary', 100 FROM generate_series(1, ${ROWS}::int) AS g`;
    await db.dataProcessingError.create({ data: { grossToNetId: report.id, message: "kept until the delete" } });
    expect(await db.payReportCompanyTotal.count({ where: { grossToNetId: report.id } })).toBe(1);

    const res = await del(report.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: report.id, result: "DELETED" });
    expect(await db.grossToNetFile.count({ where: { id: report.id } })).toBe(0);
    expect(await db.payRegisterRow.count({ where: { grossToNetId: report.id } })).toBe(0);
    expect(await db.payReportEmployeeTotal.count({ where: { grossToNetId: report.id } })).toBe(0);
    expect(await db.payReportCompanyTotal.count({ where: { grossToNetId: report.id } })).toBe(0);
    expect(await db.dataProcessingError.count({ where: { grossToNetId: report.id } })).toBe(0);
    const audit = await db.auditEvent.findFirst({ where: { action: "payReport.delete", entityId: report.id } });
    expect(audit?.seq).not.toBeNull();
  }, 300_000);

  it("answers 409 naming the report while the pipeline is processing it, and keeps it", async () => {
    const report = await createPayReport(db, { period: "202611", status: "INGESTED", employees: [] });
    // The pipeline holds this lock for a whole run (lib/payroll/pipeline.ts).
    const pipeline = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await pipeline.connect();
    try {
      await pipeline.query("BEGIN");
      await pipeline.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`gtn:${report.id}`]);
      const res = await del(report.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BEING_PROCESSED(report.fileName));
    } finally {
      await pipeline.query("ROLLBACK");
      await pipeline.end();
    }
    expect(await db.grossToNetFile.count({ where: { id: report.id } })).toBe(1);
    expect((await del(report.id)).status).toBe(200);
  });

  it("answers 404 for an unknown report and 422 for a published one", async () => {
    expect((await del("no-such-report")).status).toBe(404);
    const published = await createPayReport(db, { period: "202611", status: "PUBLISHED", employees: [] });
    const res = await del(published.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`${published.fileName} cannot be deleted while PUBLISHED.`);
  });
});
