// A large register arrives inside the pipeline's transaction, so autovacuum has not counted its rows when the checks
// run: the planner reads the report's rows as a handful and picks nested loops over 100,000 of them (the checks of a
// 100k register ran 83 s instead of 1.7 s). ANALYZE in the same transaction samples the new rows too. It is skipped
// for small reports (the old statistics plan them well) and when another ANALYZE holds the tables (1 s at most).
import type pg from "pg";
import { errorField, logger } from "@/lib/observability/logger";

/** Employees in a report from which the statistics are refreshed before the checks. */
export const LARGE_REPORT_EMPLOYEES = 500;

/** Refreshes the pay tables' statistics for a large report; true when it did. Never fails the caller. */
export async function refreshStatisticsForLargeReport(client: pg.ClientBase, reportId: string): Promise<boolean> {
  const { rows } = await client.query<{ large: boolean }>(
    `SELECT count(*) >= $2 AS large
       FROM (SELECT 1 FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1 LIMIT $2) t`,
    [reportId, LARGE_REPORT_EMPLOYEES],
  );
  if (!rows[0]?.large) return false;
  const previous = (await client.query<{ lock_timeout: string }>("SHOW lock_timeout")).rows[0].lock_timeout;
  await client.query("SAVEPOINT refresh_statistics");
  try {
    await client.query(`SELECT set_config('lock_timeout', '1s', true)`);
    await client.query(`ANALYZE "PayRegisterRow", "PayReportEmployeeTotal"`);
    await client.query("RELEASE SAVEPOINT refresh_statistics");
    return true;
  } catch (error) {
    await client.query("ROLLBACK TO SAVEPOINT refresh_statistics");
    logger().warn({ msg: "statistics not refreshed before the checks", reportId, error: errorField(error) });
    return false;
  } finally {
    await client.query(`SELECT set_config('lock_timeout', $1, true)`, [previous]);
  }
}
