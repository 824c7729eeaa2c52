/** @jest-environment node */
// The pay tables' statistics are refreshed in the pipeline's transaction before the checks of a large report (the
// planner otherwise reads the new rows as none): only from LARGE_REPORT_EMPLOYEES on, never longer than a second
// behind another ANALYZE, and the transaction's lock timeout is left as it was.
import pg from "pg";
import { getDb } from "@/lib/db";
import { LARGE_REPORT_EMPLOYEES, refreshStatisticsForLargeReport } from "@/lib/payroll/anomalies/refresh-statistics";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();
const connect = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
};

/** A report whose employee totals are written in the open transaction of `client`, as the pipeline does. */
async function reportInTransaction(client: pg.Client, employees: number) {
  const report = await createPayReport(db, { period: "202611", status: "DUPLICATES_CHECKED", employees: [] });
  await client.query("BEGIN");
  await client.query(`SET LOCAL lock_timeout = '7s'`);
  await client.query(
    `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", currency, status, "updatedAt")
     SELECT $1 || '-' || g, $1, 'E' || g, 'EUR', 'DUPLICATES_CHECKED', now() FROM generate_series(1, $2::int) AS g`,
    [report.id, employees],
  );
  return report.id;
}

const lockTimeout = async (client: pg.Client) =>
  (await client.query<{ lock_timeout: string }>("SHOW lock_timeout")).rows[0].lock_timeout;

describe("statistics before the checks of a large report", () => {
  it("leaves a small report's statistics alone", async () => {
    const { employee } = await createEmployee(db);
    const report = await createPayReport(db, {
      period: "202611",
      status: "DUPLICATES_CHECKED",
      employees: [{ employeeId: employee.id, salary: "5000" }],
    });
    const client = await connect();
    try {
      expect(await refreshStatisticsForLargeReport(client, report.id)).toBe(false);
    } finally {
      await client.end();
    }
  });

  it("counts a large report's uncommitted rows, and keeps the transaction's lock timeout", async () => {
    const client = await connect();
    try {
      const reportId = await reportInTransaction(client, LARGE_REPORT_EMPLOYEES);
      expect(await refreshStatisticsForLargeReport(client, reportId)).toBe(true);
      const { rows } = await client.query<{ tuples: number }>(
        `SELECT reltuples::float8 AS tuples FROM pg_class WHERE oid = '"PayReportEmployeeTotal"'::regclass`,
      );
      // The committed rows plus this transaction's own (a sampled estimate on a large table: within 10%).
      const committed = await db.payReportEmployeeTotal.count();
      expect(rows[0].tuples).toBeGreaterThanOrEqual((committed + LARGE_REPORT_EMPLOYEES) * 0.9);
      expect(await lockTimeout(client)).toBe("7s");
      await client.query("ROLLBACK");
    } finally {
      await client.end();
    }
  });

  it("skips the refresh within a second when another ANALYZE holds the table, and the transaction goes on", async () => {
    const holder = await connect();
    const client = await connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`ANALYZE "PayReportEmployeeTotal"`);
      const reportId = await reportInTransaction(client, LARGE_REPORT_EMPLOYEES);
      expect(await refreshStatisticsForLargeReport(client, reportId)).toBe(false);
      expect(await lockTimeout(client)).toBe("7s");
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`,
        [reportId],
      );
      expect(rows[0].n).toBe(LARGE_REPORT_EMPLOYEES);
      await client.query("ROLLBACK");
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      await holder.end();
      await client.end();
    }
  });
});
